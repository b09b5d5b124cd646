import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { cartAddItems, cartOpen, getBus, shopCurrency, type CartAddItems } from '@shop/shared';
import * as p from '../testing/seeded-parts.fixture';
import { SELECTION_KEY, buildStore } from '../features/build/build-store';
import { CART_UNAVAILABLE } from '../features/build/build-actions';
import { SAVED_BUILDS_KEY } from '../features/build/local-builds';
import { fakeApi, resetPage } from '@shop/shared/testing';
import BuilderPage from './builder-page';

/** Renders the page and lets its first API answers arrive. */
async function renderBuilder(path = '/pc-builder') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <BuilderPage />
    </MemoryRouter>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const summary = () => screen.getByRole('complementary', { name: 'Build summary' });
const button = (name: string) => within(summary()).getByRole('button', { name });

function stored(parts: Record<string, unknown>) {
  localStorage.setItem(SELECTION_KEY, JSON.stringify(parts));
  buildStore.reload();
}

beforeEach(() => {
  resetPage();
  buildStore.reload();
});

test('the 16 slots in two groups, required ones marked; the buttons wait for a first part', async () => {
  fakeApi({});
  await renderBuilder();
  const core = screen.getByRole('region', { name: 'Core components' });
  const more = screen.getByRole('region', { name: 'Peripherals and others' });
  expect(within(core).getAllByRole('listitem')).toHaveLength(7);
  expect(within(more).getAllByRole('listitem')).toHaveLength(9);
  expect(screen.getAllByText('(required)')).toHaveLength(6);
  for (const name of ['Add to Cart', 'Save PC', 'Clear All']) {
    expect(button(name)).toBeDisabled();
  }
  expect(within(summary()).getByTestId('item-count')).toHaveTextContent('0');
});

test('the stored selection shows at once, then takes current prices; a part gone from the catalog is flagged', async () => {
  stored({ cpu: p.ryzen7600, motherboard: p.b650 });
  const { calls } = fakeApi({
    '/api/v1/builder/selection': {
      status: 200,
      body: { items: [{ ...p.ryzen7600, price: 22000 }] },
    },
  });
  await renderBuilder();
  expect(within(summary()).getByTestId('item-count')).toHaveTextContent('2');
  await screen.findByText('No longer sold: choose another');
  expect(calls[0]?.query.getAll('ids')).toEqual([p.ryzen7600.id, p.b650.id]);
  expect(within(summary()).getByTestId('build-total')).toHaveTextContent('৳41,500');
  expect(JSON.parse(localStorage.getItem(SELECTION_KEY)!).cpu.price).toBe(22000);
});

test('in yen the total is the sum of the prices as shown (¥1,188 + ¥1,188 = ¥2,376)', async () => {
  const parts = { cpu: { ...p.ryzen7600, price: 950 }, motherboard: { ...p.b650, price: 950 } };
  stored(parts);
  fakeApi({
    '/api/v1/builder/selection': { status: 200, body: { items: Object.values(parts) } },
  });
  getBus().publish(shopCurrency, { currency: 'JPY', rate: 1.25 });
  await renderBuilder();
  expect(screen.getAllByText('¥1,188')).toHaveLength(2);
  // Converting the taka total (৳1,900) gave ¥2,375.
  expect(within(summary()).getByTestId('build-total')).toHaveTextContent('¥2,376');
});

test('Add to Cart sends every part at once and opens the cart', async () => {
  stored({ cpu: p.ryzen7600, motherboard: p.b650, ram: p.ddr5Kit });
  fakeApi({
    '/api/v1/builder/selection': {
      status: 200,
      body: { items: [p.ryzen7600, p.b650, p.ddr5Kit] },
    },
  });
  const added: CartAddItems[] = [];
  const opened: unknown[] = [];
  getBus().handle(cartAddItems, (payload) => added.push(payload));
  getBus().handle(cartOpen, (payload) => opened.push(payload));
  await renderBuilder();
  fireEvent.click(button('Add to Cart'));
  await within(summary()).findByText('Added 3 parts to your cart.');
  expect(added).toHaveLength(1);
  expect(added[0]!.items.map((item) => [item.product.id, item.quantity])).toEqual([
    [p.ryzen7600.id, 1],
    [p.b650.id, 1],
    [p.ddr5Kit.id, 1],
  ]);
  expect(opened).toHaveLength(1);
});

test('with no cart on the page, Add to Cart says so', async () => {
  stored({ cpu: p.ryzen7600 });
  fakeApi({ '/api/v1/builder/selection': { status: 200, body: { items: [p.ryzen7600] } } });
  await renderBuilder();
  fireEvent.click(button('Add to Cart'));
  await within(summary()).findByText(CART_UNAVAILABLE, undefined, { timeout: 6000 });
}, 10_000);

test('Clear All asks first', async () => {
  stored({ cpu: p.ryzen7600 });
  fakeApi({ '/api/v1/builder/selection': { status: 200, body: { items: [p.ryzen7600] } } });
  await renderBuilder();
  fireEvent.click(button('Clear All'));
  fireEvent.click(within(summary()).getByRole('button', { name: 'Keep my parts' }));
  expect(within(summary()).getByTestId('item-count')).toHaveTextContent('1');
  fireEvent.click(button('Clear All'));
  fireEvent.click(within(summary()).getByRole('button', { name: 'Yes, clear all' }));
  expect(within(summary()).getByTestId('item-count')).toHaveTextContent('0');
  expect(JSON.parse(localStorage.getItem(SELECTION_KEY)!)).toEqual({});
});

test('Add to Cart names the parts that are out of stock before it adds anything', async () => {
  stored({ cpu: p.ryzen7600, motherboard: p.b650, ram: p.ddr5Kit });
  fakeApi({
    '/api/v1/builder/selection': {
      status: 200,
      body: { items: [p.ryzen7600, { ...p.b650, stock: false }, p.ddr5Kit] },
    },
  });
  const added: CartAddItems[] = [];
  getBus().handle(cartAddItems, (payload) => added.push(payload));
  getBus().handle(cartOpen, () => undefined);
  await renderBuilder();
  fireEvent.click(button('Add to Cart'));
  const panel = within(summary()).getByRole('group', { name: 'Parts that cannot be bought' });
  within(panel).getByText('MSI PRO B650M-A WiFi');
  expect(added).toHaveLength(0);
  fireEvent.click(within(panel).getByRole('button', { name: 'Add the other 2 parts' }));
  await within(summary()).findByText(
    'Added 2 parts to your cart; not added (out of stock or no longer sold): MSI PRO B650M-A WiFi.',
  );
  expect(added[0]!.items.map((item) => item.product.id)).toEqual([p.ryzen7600.id, p.ddr5Kit.id]);
});

test('the summary shows the recommended supply, never below the card maker’s', async () => {
  stored({ cpu: p.ryzen7600, 'graphics-card': p.rtx4090 });
  fakeApi({
    '/api/v1/builder/selection': { status: 200, body: { items: [p.ryzen7600, p.rtx4090] } },
  });
  await renderBuilder();
  expect(within(summary()).getByTestId('recommended-psu')).toHaveTextContent('1000 W');
});

test('signed out, Save PC keeps the named build in this browser and offers sign-in', async () => {
  stored({ cpu: p.ryzen7600, motherboard: p.b650 });
  fakeApi({
    '/api/v1/builder/selection': { status: 200, body: { items: [p.ryzen7600, p.b650] } },
  });
  await renderBuilder();
  fireEvent.click(button('Save PC'));
  fireEvent.change(within(summary()).getByLabelText('Build name'), {
    target: { value: 'Office PC' },
  });
  fireEvent.click(within(summary()).getByRole('button', { name: 'Save' }));
  await within(summary()).findByText('Saved “Office PC” in this browser.');
  const saved = JSON.parse(localStorage.getItem(SAVED_BUILDS_KEY)!) as { name: string }[];
  expect(saved.map((build) => build.name)).toEqual(['Office PC']);
  expect(
    within(screen.getByRole('region', { name: 'Saved builds' })).getByText('Office PC'),
  ).toBeInTheDocument();
  within(summary()).getByRole('button', { name: 'Sign in to save builds to your account' });
});

test('a problem in the build is shown in a sentence', async () => {
  stored({ cpu: p.i9, motherboard: p.b650 });
  fakeApi({ '/api/v1/builder/selection': { status: 200, body: { items: [p.i9, p.b650] } } });
  await renderBuilder();
  await waitFor(() =>
    expect(summary()).toHaveTextContent(
      'Problem: The Intel Core i9-14900K needs an LGA1700 socket, but the MSI PRO B650M-A WiFi has AM5.',
    ),
  );
});

test('a share link opens read-only and loads into the builder', async () => {
  fakeApi({
    '/api/v1/builder/selection': { status: 200, body: { items: [p.ryzen7600, p.b650] } },
  });
  await renderBuilder(
    `/pc-builder?view=shared&name=Eid&cpu=${p.ryzen7600.id}&motherboard=${p.b650.id}`,
  );
  await screen.findByRole('heading', { name: 'Shared build: Eid' });
  expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Load into my builder' }));
  expect(Object.keys(buildStore.get().parts)).toEqual(['cpu', 'motherboard']);
  // The builder it opens reads the parts' current state.
  await screen.findByRole('heading', { name: 'PC Builder' });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

test('a hand-edited share link shows the problems the API finds', async () => {
  const { calls } = fakeApi({
    '/api/v1/builder/selection': { status: 200, body: { items: [p.keyboard, p.b650] } },
    'POST /api/v1/builder/check': {
      status: 200,
      body: {
        problems: [
          {
            slots: ['cpu'],
            code: 'wrong-slot',
            message:
              'The Logitech G213 Prodigy Keyboard is a keyboard, not a part for the Processor slot.',
            severity: 'error',
          },
        ],
        notes: [],
        wattage: 50,
        recommendedPsuWatts: 450,
      },
    },
  });
  await renderBuilder(`/pc-builder?view=shared&cpu=${p.keyboard.id}&motherboard=${p.b650.id}`);
  await screen.findByText(/is a keyboard, not a part for the Processor slot/);
  expect(screen.queryByText('No compatibility problems found.')).toBeNull();
  expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/v1/builder/check');
  fireEvent.click(screen.getByRole('button', { name: 'Load into my builder' }));
  // The keyboard does not come along as a processor.
  expect(Object.keys(buildStore.get().parts)).toEqual(['motherboard']);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
