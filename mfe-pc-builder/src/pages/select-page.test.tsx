import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import * as p from '../testing/seeded-parts.fixture';
import { SELECTION_KEY, buildStore } from '../features/build/build-store';
import { fakeApi, resetPage } from '@shop/shared/testing';
import SelectPage from './select-page';

async function renderSelect(slot: string) {
  render(
    <MemoryRouter initialEntries={[`/pc-builder/select/${slot}`]}>
      <Routes>
        <Route path="/pc-builder/select/:componentId" element={<SelectPage />} />
        <Route path="/pc-builder" element={<h1>PC Builder</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function page(items: unknown[], hiddenIncompatible = 0, hiddenReason?: string) {
  return {
    status: 200,
    body: {
      items,
      total: items.length,
      page: 1,
      pageSize: 12,
      totalPages: 1,
      brands: ['ASUS', 'MSI'],
      hiddenIncompatible,
      ...(hiddenReason ? { hiddenReason } : {}),
    },
  };
}

beforeEach(() => {
  resetPage();
  localStorage.setItem(
    SELECTION_KEY,
    JSON.stringify({ cpu: p.ryzen7600, 'power-supply': p.cx650 }),
  );
  buildStore.reload();
});

test('asks the API for compatible parts next to the chosen ones, and selecting returns to the builder', async () => {
  const { calls } = fakeApi({ '/api/v1/builder/parts': page([p.b650], 3) });
  await renderSelect('motherboard');
  await screen.findByText('MSI PRO B650M-A WiFi');
  const asked = calls[0]!.query;
  expect(asked.get('slot')).toBe('motherboard');
  expect(asked.getAll('selected')).toEqual([p.ryzen7600.id, p.cx650.id]);
  expect(asked.get('compatibleOnly')).toBe('true');
  // The API estimates the other parts' draw itself, with the same rules.
  expect(asked.get('load')).toBeNull();
  screen.getByText(/3 that do not fit your build are hidden/);
  fireEvent.click(
    screen.getByRole('button', { name: 'Select This Component: MSI PRO B650M-A WiFi' }),
  );
  await screen.findByRole('heading', { name: 'PC Builder' });
  expect(buildStore.get().parts.motherboard?.id).toBe(p.b650.id);
});

test('with the switch off, incompatible parts show with the reason', async () => {
  const { calls } = fakeApi({
    '/api/v1/builder/parts': (call) =>
      call.query.get('compatibleOnly') === 'false' ? page([p.b650, p.b760d4]) : page([p.b650], 1),
  });
  await renderSelect('motherboard');
  fireEvent.click(screen.getByRole('switch', { name: 'Compatible only' }));
  const card = (await screen.findByText('MSI PRO B760M-P DDR4')).closest('li')!;
  within(card).getByText(/needs an AM5 socket, but the MSI PRO B760M-P DDR4 has LGA1700/);
  expect(calls.at(-1)!.query.get('compatibleOnly')).toBe('false');
});

test('an empty list names the chosen part that rules the others out', async () => {
  const reason =
    '17 parts do not fit your build: 17 because of the Corsair Vengeance LPX 16GB (2x8GB) DDR4-3200 (RAM).';
  fakeApi({ '/api/v1/builder/parts': page([], 17, reason) });
  await renderSelect('motherboard');
  await screen.findByText('No products found');
  screen.getByText(new RegExp(`${reason.replace(/[()]/g, '\\$&')} Change that part`));
});

test('a supply that fits with too little headroom is listed with a Warning; sold out is marked', async () => {
  localStorage.setItem(
    SELECTION_KEY,
    JSON.stringify({ cpu: p.i9, motherboard: p.b760d4, 'graphics-card': p.rtx4090 }),
  );
  buildStore.reload();
  fakeApi({ '/api/v1/builder/parts': page([p.hx1200, { ...p.cx650, stock: false }]) });
  await renderSelect('power-supply');
  const small = (await screen.findByText('Corsair CX650 650W Power Supply')).closest('li')!;
  within(small).getByText(/recommends at least 1000 W/);
  within(small).getByText(/^Out of stock/);
  const big = screen.getByText('Corsair HX1200i 1200W Power Supply').closest('li')!;
  expect(within(big).queryByText(/Warning/)).toBeNull();
});

test('offline, the list falls back to sample parts and says so', async () => {
  fakeApi({});
  await renderSelect('ram');
  await screen.findByText(/cannot be reached right now, so these are sample parts/);
  screen.getByText('Corsair Vengeance RGB 32GB (2x16GB) DDR5-6000');
});

test('an unknown slot says so', async () => {
  fakeApi({});
  await renderSelect('toaster');
  screen.getByRole('heading', { name: 'Unknown component' });
});
