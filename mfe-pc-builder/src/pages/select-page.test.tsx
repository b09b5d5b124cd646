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

function page(items: unknown[], hiddenIncompatible = 0) {
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
  // The CPU's 65 W is the load the board list must leave room for.
  expect(asked.get('load')).toBe('65');
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
