import { useDeferredValue } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '../contracts/locales';
import { shopLocale } from '../events/shop';
import { useBusState } from '../events/use-bus-state';

// Each app owns its messages: a catalog per language in its own folder
// (src/messages/en.json, ja.json, bn.json: ICU MessageFormat, compiled to Lingui's form
// when the app is built), loaded with the app's code and only in the language the page
// speaks (one dynamic import each). The language itself is the shop's (shop:locale on the
// bus), so a remote built and deployed alone speaks the language of the page it is on.

/** One import per language, e.g. `{ en: () => import('./en.json'), ... }`. */
export type Catalogs = Record<Locale, () => Promise<{ default: Messages } | Messages>>;

/** A message's values: text, numbers, or anything Lingui formats. */
export type MessageValues = Record<string, unknown>;

export interface Translator {
  locale: Locale;
  /** The message of an id in the page's language; the id itself when no catalog has it. */
  t: (id: string, values?: MessageValues) => string;
  /** Lingui's instance, for its <I18nProvider> and <Trans> where a message holds markup. */
  i18n: I18n;
}

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const RETRY_AFTER_MS = 2000;

const loaded = new WeakMap<Catalogs, Map<Locale, Tracked<I18n>>>();

function settle<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  // React's use() reads a settled promise's outcome from these fields, so a render after
  // the catalog arrived does not suspend again.
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

async function instanceFor(catalogs: Catalogs, locale: Locale): Promise<I18n> {
  const i18n = setupI18n();
  const wanted = await catalogs[locale]().catch(() => null);
  const module = wanted ?? (await catalogs[DEFAULT_LOCALE]());
  const messages = ('default' in module ? module.default : module) as Messages;
  // A language whose catalog could not be loaded speaks English rather than nothing.
  const spoken = wanted ? locale : DEFAULT_LOCALE;
  i18n.loadAndActivate({ locale: spoken, locales: [INTL_LOCALES[spoken]], messages });
  return i18n;
}

/**
 * Starts loading an app's catalog for a language (before a render asks for it, so the
 * render does not wait); resolves when it is ready. Each catalog is loaded once.
 */
export function loadMessages(catalogs: Catalogs, locale: Locale): Promise<I18n> {
  let byLocale = loaded.get(catalogs);
  if (!byLocale) {
    byLocale = new Map();
    loaded.set(catalogs, byLocale);
  }
  let promise = byLocale.get(locale);
  if (!promise) {
    promise = settle(instanceFor(catalogs, locale));
    byLocale.set(locale, promise);
    // A failed load is the answer for a moment (a render that asks again at once gets the
    // same error, not a loop of loads), then forgotten, so a Retry loads it afresh.
    const forget = () => setTimeout(() => byLocale?.delete(locale), RETRY_AFTER_MS);
    promise.catch(forget);
  }
  return promise;
}

/** The language the page speaks (shop:locale). */
export function useLocale(): Locale {
  return useBusState(shopLocale).locale;
}

/**
 * An app's messages in the page's language. The first render in a language waits for
 * its catalog (Suspense; the server renders with it loaded, and hydration keeps the
 * server's HTML meanwhile). After a switch the page keeps the old language until the new
 * catalog is there, instead of showing a fallback. `only` asks for one language whatever
 * the page's (an offer to switch, written in the language it offers).
 */
export function useMessages(catalogs: Catalogs, only?: Locale): Translator {
  const current = useLocale();
  const locale = useDeferredValue(only ?? current);
  const loading = loadMessages(catalogs, locale) as Tracked<I18n>;
  // A catalog that is here is read at once. One still loading suspends the render the way
  // lazy components do (a thrown promise: React renders again once it settles); use() would
  // have to be called on every render of the component, loaded or not.
  // Not even English could be loaded: the part's error boundary shows its fallback, and
  // its Retry loads the catalog afresh.
  if (loading.status === 'rejected') throw loading.reason;
  if (loading.status !== 'fulfilled' || !loading.value) throw loading;
  return translatorOf(loading.value, locale);
}

const translators = new WeakMap<I18n, Translator>();

// One translator per loaded catalog and language: the same object on every render, so a
// part may list `t` among an effect's or a memo's dependencies without re-running it.
function translatorOf(i18n: I18n, locale: Locale): Translator {
  let translator = translators.get(i18n);
  if (!translator) {
    translator = { locale, i18n, t: (id, values) => i18n._(id, values) };
    translators.set(i18n, translator);
  }
  return translator;
}
