import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { resetPage } from '@shop/shared/testing';
import { PartFilters } from './part-filters';
import { PRICE_FILTER_MAX, type PartListState } from './use-part-list';

beforeEach(() => resetPage());

/** No filter chosen yet. */
const filters: PartListState['filters'] = {
  text: '',
  brand: '',
  maxPrice: PRICE_FILTER_MAX,
  sort: 'name',
  compatibleOnly: true,
};

test('words typed into the server-rendered search box before the page was live become the search', () => {
  const setText = jest.fn();
  const setFilter = {
    setText,
    setBrand: jest.fn(),
    setMaxPrice: jest.fn(),
    setSort: jest.fn(),
    setCompatibleOnly: jest.fn(),
  } as unknown as PartListState['setFilter'];
  const tree = (
    <PartFilters slotName="Processor" brands={[]} filters={filters} setFilter={setFilter} />
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  // The shopper types while the page's code is still on its way: no React handler yet.
  const served = container.querySelector('input[type="search"]') as HTMLInputElement | null;
  if (!served) throw new Error('the server sent no search box');
  served.value = 'Ultra 7 265K';
  render(tree, { container, hydrate: true });
  expect(setText).toHaveBeenCalledWith('Ultra 7 265K');
  container.remove();
});

test('a box left empty before the page was live changes nothing', () => {
  const setText = jest.fn();
  const setFilter = { setText } as unknown as PartListState['setFilter'];
  render(<PartFilters slotName="Processor" brands={[]} filters={filters} setFilter={setFilter} />);
  expect(setText).not.toHaveBeenCalled();
});
