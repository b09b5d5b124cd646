import { fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from '../../testing/render';
import type { SearchFacets } from '../../lib/catalog-types';
import { FilterPanel } from './filter-panel';
import { useUrlFilters } from './use-url-filters';

const location = () => screen.getByTestId('location').textContent ?? '';

const facets: SearchFacets = {
  brands: [{ value: 'AMD', count: 9 }],
  categories: [],
  price: { min: 10000, max: 90000 },
  specs: [
    {
      key: 'socket',
      label: 'Socket',
      values: [
        { value: 'AM5', count: 15 },
        { value: 'LGA1700', count: 14 },
      ],
    },
    { key: 'memory-capacity', label: 'Memory capacity', values: [{ value: '16 GB', count: 5 }] },
  ],
};

/** The panel on a listing whose filters live in the URL, as the pages use it. */
function Harness({ given }: { given: SearchFacets | null }) {
  const [filters, update] = useUrlFilters();
  return <FilterPanel filters={filters} update={update} facets={given} showCategory={false} />;
}

const group = (legend: string) =>
  screen.getByText(legend, { selector: 'legend' }).closest('fieldset') as HTMLElement;

describe('filter panel: specification groups', () => {
  it('shows a group per specification facet with counts, as named checkboxes', () => {
    renderAt('/category/desktop-components', '/category/:slug', <Harness given={facets} />);
    const socket = group('Socket');
    const boxes = within(socket).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => [b.name, b.value, b.checked])).toEqual([
      ['spec.socket', 'AM5', false],
      ['spec.socket', 'LGA1700', false],
    ]);
    expect(within(socket).getByText('15')).toBeTruthy();
    expect(within(group('Memory capacity')).getByRole('checkbox', { name: /16 GB/ })).toBeTruthy();
  });

  it('puts a ticked value in the URL, several of a key, and takes it out when unticked', () => {
    renderAt('/category/desktop-components?page=2', '/category/:slug', <Harness given={facets} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /LGA1700/ }));
    expect(location()).toBe('/category/desktop-components?spec.socket=LGA1700');
    fireEvent.click(screen.getByRole('checkbox', { name: /AM5/ }));
    expect(location()).toBe('/category/desktop-components?spec.socket=AM5&spec.socket=LGA1700');
    fireEvent.click(screen.getByRole('checkbox', { name: /LGA1700/ }));
    expect(location()).toBe('/category/desktop-components?spec.socket=AM5');
    expect(screen.getByText('Filters (on)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/category/desktop-components');
  });

  it('reads the choice from the URL, and keeps a chosen value the facets do not list', () => {
    renderAt(
      '/category/desktop-components?spec.socket=AM5&spec.chipset=B650',
      '/category/:slug',
      <Harness given={facets} />,
    );
    expect((screen.getByRole('checkbox', { name: /AM5/ }) as HTMLInputElement).checked).toBe(true);
    const chipset = screen.getByRole('checkbox', { name: /B650/ }) as HTMLInputElement;
    expect([chipset.name, chipset.checked]).toEqual(['spec.chipset', true]);
  });
});
