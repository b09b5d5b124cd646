import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { getBus } from '../events/bus';
import { shopLocale } from '../events/shop';
import { formatMoney } from '../money/format-money';
import { formatDate, formatNumber } from './format';
import { loadMessages, useMessages, type Catalogs } from './messages';
import { richText } from './rich-text';

// An app's messages follow the page's language (shop:locale), loaded one language at a
// time; numbers, dates and money are written the language's way.

const bus = getBus();

// Catalogs as the build compiles them (Lingui's compiled form).
function catalogs(delays: Partial<Record<'en' | 'ja' | 'bn', Promise<void>>> = {}): Catalogs {
  const load = (locale: 'en' | 'ja' | 'bn', messages: Record<string, unknown>) => async () => {
    await delays[locale];
    return { default: messages as never };
  };
  return {
    en: load('en', {
      hello: ['Hello ', ['name']],
      items: [['n', 'plural', { one: ['#', ' item'], other: ['#', ' items'] }]],
    }),
    ja: load('ja', { hello: ['こんにちは、', ['name'], 'さん'], items: [['n', 'number'], '点'] }),
    bn: load('bn', { hello: ['নমস্কার ', ['name']], items: [['n', 'number'], 'টি পণ্য'] }),
  };
}

function Greeting({ of }: { of: Catalogs }) {
  const { t, locale } = useMessages(of);
  return (
    <p data-locale={locale}>
      {t('hello', { name: 'Rina' })} / {t('items', { n: 3 })} / {t('missing.id')}
    </p>
  );
}

beforeEach(() => bus.publish(shopLocale, { locale: 'en' }));

test('speaks the page language and follows a switch on the bus', async () => {
  const messages = catalogs();
  // The first render waits for the catalog (React retries it once the import resolves).
  await act(async () => {
    render(
      <Suspense fallback="loading">
        <Greeting of={messages} />
      </Suspense>,
    );
  });
  expect(await screen.findByText('Hello Rina / 3 items / missing.id')).toBeInTheDocument();
  await act(async () => bus.publish(shopLocale, { locale: 'bn' }));
  expect(await screen.findByText('নমস্কার Rina / ৩টি পণ্য / missing.id')).toBeInTheDocument();
  await act(async () => bus.publish(shopLocale, { locale: 'ja' }));
  expect(await screen.findByText('こんにちは、Rinaさん / 3点 / missing.id')).toBeInTheDocument();
});

test('keeps the old language on screen until the new catalog has arrived (no fallback flash)', async () => {
  let arrive = () => undefined as void;
  const messages = catalogs({ ja: new Promise<void>((resolve) => (arrive = resolve)) });
  await loadMessages(messages, 'en');
  render(
    <Suspense fallback="loading">
      <Greeting of={messages} />
    </Suspense>,
  );
  expect(screen.getByText(/Hello Rina/)).toBeInTheDocument();
  await act(async () => bus.publish(shopLocale, { locale: 'ja' }));
  expect(screen.getByText(/Hello Rina/)).toBeInTheDocument();
  expect(screen.queryByText('loading')).toBeNull();
  await act(async () => arrive());
  expect(await screen.findByText(/こんにちは/)).toBeInTheDocument();
});

test('a language whose catalog cannot be loaded speaks English', async () => {
  const messages = { ...catalogs(), bn: () => Promise.reject(new Error('offline')) };
  const i18n = await loadMessages(messages, 'bn');
  expect(i18n._('hello', { name: 'Rina' })).toBe('Hello Rina');
});

test('money in the page language, in the currency chosen apart from it', () => {
  expect(formatMoney(1234567, 'BDT', 1.25)).toBe('৳1,234,567');
  expect(formatMoney(1234567, 'BDT', 1.25, 'en')).toBe('৳1,234,567');
  expect(formatMoney(32500, 'JPY', 1.25, 'ja')).toBe('￥40,625');
  expect(formatMoney(1234567, 'BDT', 1.25, 'bn')).toBe('১২,৩৪,৫৬৭৳');
  expect(formatMoney(-500, 'BDT', 1.25, 'bn')).toBe('-৫০০৳');
});

test('numbers and dates in the page language', () => {
  expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  expect(formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
  const day = new Date(Date.UTC(2026, 10, 26, 3));
  expect(formatDate(day, 'ja', { dateStyle: 'long', timeZone: 'Asia/Tokyo' })).toBe(
    '2026年11月26日',
  );
  expect(formatDate(day, 'en', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' })).toBe(
    'Nov 26, 2026',
  );
  expect(formatDate(day, 'bn', { day: 'numeric', timeZone: 'Asia/Dhaka' })).toBe('২৬');
});

test('rich text: a translator moves the tagged words, the code renders them', () => {
  render(
    <p>
      {richText('Our <0>PC Builder</0> checks it', [(text) => <a href="/pc-builder">{text}</a>])}
    </p>,
  );
  expect(screen.getByRole('link', { name: 'PC Builder' })).toHaveAttribute('href', '/pc-builder');
  expect(screen.getByText(/checks it/)).toBeInTheDocument();
});

test('a catalog that cannot be loaded at all reaches the error boundary, and is asked again after', async () => {
  let fail = true;
  const broken = async () => {
    if (fail) throw new Error('offline');
    return { default: { hello: ['Hello ', ['name']] } as never };
  };
  const messages: Catalogs = { en: broken, ja: broken, bn: broken };
  await expect(loadMessages(messages, 'en')).rejects.toThrow('offline');
  const seen: unknown[] = [];
  class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
    override state = { error: null as unknown };
    static getDerivedStateFromError(error: unknown) {
      return { error };
    }
    override componentDidCatch(error: unknown) {
      seen.push(error);
    }
    override render() {
      return this.state.error ? 'fallback' : this.props.children;
    }
  }
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    render(
      <Boundary>
        <Greeting of={messages} />
      </Boundary>,
    );
  });
  expect(screen.getByText('fallback')).toBeInTheDocument();
  fail = false;
  await act(async () => new Promise((resolve) => setTimeout(resolve, 2100)));
  const i18n = await loadMessages(messages, 'en');
  expect(i18n._('hello', { name: 'Rina' })).toBe('Hello Rina');
});
