import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getBus, loadMessages, shopLocale, type Locale, type Translator } from '@shop/shared';
import { fakeApi, resetPage } from '@shop/shared/testing';
import * as p from './testing/seeded-parts.fixture';
import { SELECTION_KEY, buildStore } from './features/build/build-store';
import { SAVED_BUILDS_KEY } from './features/build/local-builds';
import { checkBuild } from './lib/compatibility';
import { findingText } from './lib/findings';
import type { BuildParts } from './lib/part-specs';
import { builderMessages } from './messages/catalogs';
import BuilderPage from './pages/builder-page';
import SelectPage from './pages/select-page';

// The PC Builder in Japanese and Bangla: its words, the compatibility sentences written from
// the page's catalog by code and params, and links that keep the page's language.

function speak(locale: Locale) {
  getBus().publish(shopLocale, { locale });
}

/** The builder's translator in a language, as a page has it. */
async function translator(locale: Locale): Promise<Translator['t']> {
  const i18n = await loadMessages(builderMessages, locale);
  return (id, values) => i18n._(id, values);
}

/** The builder at `path`, with the router under the language's prefix as the shell has it. */
async function renderAt(locale: Locale, path = '/pc-builder') {
  const base = locale === 'en' ? '' : `/${locale}`;
  render(
    <MemoryRouter basename={base || undefined} initialEntries={[`${base}${path}`]}>
      <Routes>
        <Route path="/pc-builder" element={<BuilderPage />} />
        <Route path="/pc-builder/select/:componentId" element={<SelectPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function stored(parts: Record<string, unknown>) {
  localStorage.setItem(SELECTION_KEY, JSON.stringify(parts));
  buildStore.reload();
}

const summary = (name: string) => screen.getByRole('complementary', { name });

beforeEach(() => {
  resetPage();
  buildStore.reload();
});

afterEach(() => speak('en'));

test('in Japanese: the title, the groups, the slots and the buttons', async () => {
  fakeApi({});
  speak('ja');
  await renderAt('ja');
  screen.getByRole('heading', { level: 1, name: 'PCビルダー' });
  const core = screen.getByRole('region', { name: '主要パーツ' });
  within(core).getByText('マザーボード');
  within(core).getByText('グラフィックボード');
  screen.getByRole('region', { name: '周辺機器・その他' });
  const aside = summary('構成の概要');
  expect(within(aside).getByRole('button', { name: 'カートに入れる' })).toBeDisabled();
  within(aside).getByText(/^あと必要なパーツ：CPU、/);
  expect(document.title).toBe('PCビルダー · Circuit Haat');
});

test('in Bangla: the slots, Bangla digits in the summary, a problem sentence with its values', async () => {
  stored({
    ram: p.ddr4Kit,
    motherboard: p.b650,
    'power-supply': p.tinyPsu,
    'graphics-card': p.rtx4090,
  });
  fakeApi({});
  speak('bn');
  await renderAt('bn');
  screen.getByRole('heading', { level: 1, name: 'পিসি বিল্ডার' });
  screen.getByText('প্রসেসর');
  const aside = summary('বিল্ডের সারাংশ');
  expect(within(aside).getByTestId('item-count')).toHaveTextContent('৪');
  // The DDR4 kit on a DDR5 board, in Bangla, with the parts' names as the makers write them.
  const memory = aside.querySelector('[data-code="memory-type"]')!;
  expect(memory).toHaveTextContent(
    'সমস্যা: Corsair Vengeance LPX 16GB (2x8GB) DDR4-3200 হলো DDR4, কিন্তু MSI PRO B650M-A WiFi-এ DDR5 মেমোরি লাগে।',
  );
  // A figure of the rules in Bangla digits.
  expect(aside.querySelector('[data-code="psu-capacity"]')).toHaveTextContent(
    /Test 300W Power Supply দেয় ৩০০ ওয়াট/,
  );
  expect(within(aside).getByTestId('wattage')).toHaveTextContent(/^[০-৯]+ ওয়াট$/);
});

test('every finding of the rules: the English catalog writes the rules’ own sentence', async () => {
  const t = await translator('en');
  const parts = Object.values(p).filter(
    (value): value is (typeof p)['b650'] => typeof value === 'object' && value !== null,
  );
  const bySlot: Record<string, (typeof parts)[number][]> = {};
  const slotOf: Record<string, string> = {
    processor: 'cpu',
    motherboard: 'motherboard',
    ram: 'ram',
    storage: 'storage',
    'graphics-card': 'graphics-card',
    'power-supply': 'power-supply',
    case: 'casing',
    cooling: 'cpu-cooler',
    monitor: 'monitor',
    keyboard: 'keyboard',
    ups: 'ups',
  };
  for (const part of parts) (bySlot[slotOf[part.builderCategory!]!] ??= []).push(part);
  const builds: BuildParts[] = [{ cpu: p.keyboard, motherboard: p.b650 }];
  // Every part next to every part of another slot, and a few whole builds.
  const slots = Object.keys(bySlot);
  for (const a of slots)
    for (const b of slots)
      if (a < b)
        for (const x of bySlot[a]!) for (const y of bySlot[b]!) builds.push({ [a]: x, [b]: y });
  builds.push({ ...Object.fromEntries(slots.map((slot) => [slot, bySlot[slot]![0]])) });
  builds.push({ cpu: p.i9, 'graphics-card': p.rtx4090, 'power-supply': p.cx650, ups: p.smallUps });
  builds.push({ ups: p.smallUps, monitor: p.monitor, cpu: p.i9, 'graphics-card': p.rtx4090 });
  const codes = new Set<string>();
  for (const build of builds) {
    const check = checkBuild(build);
    for (const finding of [...check.problems, ...check.notes]) {
      expect(finding.params).toBeDefined();
      codes.add(`${finding.code}${finding.params?.variant ? `.${finding.params.variant}` : ''}`);
      expect(findingText(t, 'en', finding)).toBe(finding.message);
    }
  }
  expect(codes.size).toBeGreaterThan(10);
});

test('a finding without params, or with a code the catalog does not know, keeps the API’s words', async () => {
  const t = await translator('bn');
  const finding = { slots: [], code: 'unknown-part', message: 'The catalog has no product x.' };
  expect(findingText(t, 'bn', { ...finding, severity: 'error' as const })).toBe(finding.message);
  expect(findingText(t, 'bn', { ...finding, code: 'new-rule', params: { part: 'X' } })).toBe(
    finding.message,
  );
});

test('the share link keeps the page’s language (/bn/pc-builder?view=shared...)', async () => {
  stored({ cpu: p.ryzen7600 });
  localStorage.setItem(
    SAVED_BUILDS_KEY,
    JSON.stringify([{ id: 'l1', name: 'ঈদ', parts: { cpu: p.ryzen7600 }, savedAt: 1 }]),
  );
  buildStore.reload();
  fakeApi({ '/api/v1/builder/selection': { status: 200, body: { items: [p.ryzen7600] } } });
  speak('bn');
  await renderAt('bn');
  const aside = summary('বিল্ডের সারাংশ');
  fireEvent.click(within(aside).getByRole('button', { name: 'শেয়ার লিংক' }));
  const link = within(aside).getByLabelText('এই বিল্ডের লিংক') as HTMLInputElement;
  expect(new URL(link.value).pathname).toBe('/bn/pc-builder');
  expect(new URL(link.value).searchParams.get('cpu')).toBe(p.ryzen7600.id);
  // The saved builds' share links too.
  const saved = screen.getByRole('region', { name: 'সংরক্ষিত বিল্ড' });
  expect(within(saved).getByRole('link', { name: 'শেয়ার লিংক' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/bn\/pc-builder\?view=shared/),
  );
});

test('the select page in Japanese: the title, the filters, a card’s spec labels and its problem', async () => {
  stored({ cpu: p.i9 });
  const board = {
    ...p.b650,
    specifications: [
      { label: 'Socket', value: 'AM5' },
      { label: 'Form Factor', value: 'Micro-ATX' },
      { label: 'Odd Label', value: 'x' },
    ],
  };
  fakeApi({
    '/api/v1/builder/parts': {
      status: 200,
      body: {
        items: [board],
        total: 1,
        page: 1,
        pageSize: 12,
        totalPages: 1,
        brands: ['MSI'],
        hiddenIncompatible: 0,
      },
    },
  });
  speak('ja');
  await renderAt('ja', '/pc-builder/select/motherboard');
  await screen.findByRole('heading', { level: 1, name: 'マザーボードを選ぶ' });
  screen.getByRole('form', { name: '絞り込み' });
  screen.getByRole('switch', { name: '互換パーツのみ' });
  const card = (await screen.findByText('MSI PRO B650M-A WiFi')).closest('li')!;
  within(card).getByText('ソケット: AM5');
  within(card).getByText('フォームファクター: Micro-ATX');
  within(card).getByText('Odd Label: x');
  within(card).getByText(
    'Intel Core i9-14900KにはLGA1700ソケットが必要ですが、MSI PRO B650M-A WiFiはAM5です。',
  );
  within(card).getByRole('button', { name: 'このパーツを選ぶ：MSI PRO B650M-A WiFi' });
  await waitFor(() => expect(document.title).toBe('マザーボードを選ぶ · Circuit Haat'));
});

test('a shared build in Bangla: the API’s check (sent without params) is written in Bangla', async () => {
  fakeApi({
    '/api/v1/builder/selection': { status: 200, body: { items: [p.i9, p.b650] } },
    'POST /api/v1/builder/check': {
      status: 200,
      body: {
        problems: [
          {
            slots: ['cpu', 'motherboard'],
            code: 'cpu-socket',
            message:
              'The Intel Core i9-14900K needs an LGA1700 socket, but the MSI PRO B650M-A WiFi has AM5.',
            severity: 'error',
          },
        ],
        notes: [],
        wattage: 175,
        recommendedPsuWatts: 450,
      },
    },
  });
  speak('bn');
  await renderAt('bn', `/pc-builder?view=shared&name=Eid&cpu=${p.i9.id}&motherboard=${p.b650.id}`);
  await screen.findByRole('heading', { name: 'শেয়ার করা বিল্ড: Eid' });
  await screen.findByText(
    'Intel Core i9-14900K-এর জন্য LGA1700 সকেট দরকার, কিন্তু MSI PRO B650M-A WiFi-এ আছে AM5।',
  );
  screen.getByText(/আনুমানিক ওয়াটেজ ১৭৫ ওয়াট/);
});
