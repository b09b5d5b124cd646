import { product } from '../../testing/catalog-fixtures';
import {
  compareHref,
  compareStore,
  idsFromSearch,
  MAX_COMPARED,
  productType,
  toItem,
} from './compare-store';

// The comparison's rules as a shopper meets them: up to 4 products of one type, a choice
// that survives a reload (localStorage), and /compare's address as the shareable form.

const monitor = (n: number, subCategory = 'Gaming Monitor') =>
  product({
    id: `m-${n}`,
    slug: `monitor-${n}`,
    name: `Monitor ${n}`,
    category: 'monitors',
    subCategory,
  });

/** What a reload does: the page's memory is gone, the browser's storage stays. */
function reload() {
  compareStore.reset();
}

beforeEach(() => {
  window.localStorage.clear();
  compareStore.reset();
});

describe('the compared set', () => {
  it('takes up to 4 products; a 5th is refused with the reason and can start a new set', () => {
    for (let n = 1; n <= MAX_COMPARED; n++) compareStore.toggle(monitor(n));
    expect(compareStore.snapshot().items.map((item) => item.slug)).toEqual([
      'monitor-1',
      'monitor-2',
      'monitor-3',
      'monitor-4',
    ]);
    compareStore.toggle(monitor(5));
    const { items, refusal } = compareStore.snapshot();
    expect(items).toHaveLength(4);
    expect(refusal).toMatchObject({ reason: 'full', item: { slug: 'monitor-5' } });
    compareStore.startWith(refusal!.item);
    expect(compareStore.snapshot()).toEqual({ items: [toItem(monitor(5))], refusal: null });
  });

  it('takes products of one type only: a processor is refused among monitors', () => {
    compareStore.toggle(monitor(1));
    compareStore.toggle(product());
    expect(compareStore.snapshot().items.map((item) => item.slug)).toEqual(['monitor-1']);
    expect(compareStore.snapshot().refusal).toMatchObject({
      reason: 'otherType',
      item: { slug: 'amd-ryzen-7-7800x3d' },
      current: 'monitors',
    });
  });

  it('counts a gaming and an office monitor as one type, a processor and a motherboard as two', () => {
    expect(productType(monitor(1, 'Gaming Monitor'))).toBe(
      productType(monitor(2, 'Office Monitor')),
    );
    expect(productType(product({ subCategory: 'Processor' }))).not.toBe(
      productType(product({ subCategory: 'Motherboard' })),
    );
    expect(productType(product({ category: 'storage', subCategory: 'NVMe SSD' }))).toBe(
      productType(product({ category: 'storage', subCategory: 'SATA SSD' })),
    );
  });

  it('removes a product pressed again, and clears', () => {
    compareStore.toggle(monitor(1));
    compareStore.toggle(monitor(2));
    compareStore.toggle(monitor(1));
    expect(compareStore.snapshot().items.map((item) => item.slug)).toEqual(['monitor-2']);
    compareStore.clear();
    expect(compareStore.snapshot().items).toEqual([]);
  });

  it('survives a reload, in the order chosen', () => {
    compareStore.toggle(monitor(3));
    compareStore.toggle(monitor(1));
    reload();
    expect(compareStore.snapshot().items.map((item) => item.slug)).toEqual([
      'monitor-3',
      'monitor-1',
    ]);
  });

  it('reads a stored set that breaks the rules (edited by hand) as the rules allow', () => {
    const items = [1, 2, 3, 4, 5].map((n) => toItem(monitor(n)));
    window.localStorage.setItem(
      'shop.compare.v1',
      JSON.stringify([...items, toItem(product()), { slug: 42 }]),
    );
    reload();
    expect(compareStore.snapshot().items).toHaveLength(4);
    window.localStorage.setItem('shop.compare.v1', '{not json');
    reload();
    expect(compareStore.snapshot().items).toEqual([]);
  });

  it('tells its listeners of a change made in another tab', () => {
    const listener = jest.fn();
    const stop = compareStore.subscribe(listener);
    window.localStorage.setItem('shop.compare.v1', JSON.stringify([toItem(monitor(7))]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'shop.compare.v1' }));
    expect(listener).toHaveBeenCalled();
    expect(compareStore.snapshot().items.map((item) => item.slug)).toEqual(['monitor-7']);
    stop();
  });
});

describe("/compare's address", () => {
  it('is /compare?ids= with the slugs in order, and reads back the same', () => {
    const href = compareHref(['monitor-1', 'monitor-2', 'monitor-3']);
    expect(href).toBe('/compare?ids=monitor-1,monitor-2,monitor-3');
    expect(idsFromSearch(href.split('?')[1]!)).toEqual(['monitor-1', 'monitor-2', 'monitor-3']);
    expect(compareHref([])).toBe('/compare');
  });

  it('reads at most 4 slugs, without repeats or blanks', () => {
    expect(idsFromSearch('ids=a,,b,a,%20c%20,d,e')).toEqual(['a', 'b', 'c', 'd']);
    expect(idsFromSearch('')).toEqual([]);
  });
});
