import { preferredLocale, type Locale } from '../i18n/locales';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TtlCache } from '../lib/ttl-cache';
import { findUserLocale, saveUserLocale } from '../modules/users/user-locale.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the caller reads (decision 22): the shop's language its
     * `Accept-Language` prefers most (q-values honoured); without one, a signed-in
     * shopper's account language; English otherwise. Error messages and mails speak it.
     */
    locale: Locale;
    /** The language `Accept-Language` names, if it names one of the shop's; else null. */
    namedLocale: Locale | null;
  }
}

// The account's language per user id, as last read or written here: a signed-in call
// costs no query while its language stays the same. Another instance may change it
// meanwhile; the entry's short life bounds how long this one speaks the old one.
const ACCOUNT_LOCALE_CACHE_SIZE = 10_000;
const ACCOUNT_LOCALE_TTL_MS = 60_000;

/**
 * Sets `request.locale` on every request. After `authenticate` (its hook runs first):
 * a signed-in call that names a language other than the account's stores it, once per
 * change; one that names none speaks the account's.
 */
export const locale = fp(
  async (app) => {
    const known = new TtlCache<string, Locale | null>(
      ACCOUNT_LOCALE_CACHE_SIZE,
      ACCOUNT_LOCALE_TTL_MS,
    );
    app.decorateRequest('locale', 'en');
    app.decorateRequest('namedLocale', null);
    app.decorate('rememberLocale', async (userId: string, named: Locale | null) => {
      if (named === null || known.get(userId) === named) return;
      await saveUserLocale(app.db, userId, named);
      known.set(userId, named);
    });

    app.addHook('onRequest', async (request) => {
      const named = preferredLocale(request.headers['accept-language']);
      request.namedLocale = named;
      request.locale = named ?? 'en';
      const userId = request.user?.sub;
      if (!userId) return;
      if (named !== null) {
        await rememberNamed(request, userId, named);
        return;
      }
      let account = known.get(userId);
      if (account === undefined) {
        account = await findUserLocale(app.db, userId);
        known.set(userId, account);
      }
      if (account) request.locale = account;
    });

    async function rememberNamed(request: FastifyRequest, userId: string, named: Locale) {
      try {
        await app.rememberLocale(userId, named);
      } catch (error) {
        // Remembering is a courtesy; the call itself goes on in the language it named.
        request.log.warn({ err: error }, 'account language not saved');
      }
    }
  },
  { name: 'locale', dependencies: ['authenticate'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores the language a signed-in shopper's call named, unless it is already theirs. */
    rememberLocale(userId: string, named: Locale | null): Promise<void>;
  }
}
