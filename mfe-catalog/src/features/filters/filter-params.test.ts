import { EMPTY_FILTERS, filtersToParams, parseFilters, type ListingFilters } from './filter-params';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('listing filters <-> URL', () => {
  const full: ListingFilters = {
    q: 'rtx 4070',
    category: 'graphics-cards',
    brands: ['ASUS', 'MSI'],
    minPrice: 50000,
    maxPrice: 90000,
    inStock: true,
    specs: { 'gpu-memory': ['12 GB', '16 GB'] },
    sort: 'price-asc',
    page: 3,
  };

  it('writes every choice to the URL and reads the same choices back', () => {
    const params = filtersToParams(full);
    expect(params.toString()).toBe(
      'q=rtx+4070&category=graphics-cards&brand=ASUS&brand=MSI&minPrice=50000&maxPrice=90000&inStock=true&spec.gpu-memory=12+GB&spec.gpu-memory=16+GB&sort=price-asc&page=3',
    );
    expect(parseFilters(params)).toEqual(full);
  });

  it('round-trips a canonical query string unchanged', () => {
    const query = 'q=ssd&brand=Samsung&brand=WD&inStock=true&sort=rating&page=2';
    expect(filtersToParams(parse(query)).toString()).toBe(query);
  });

  it('leaves defaults out: page 1, no sort, no price, not only in stock', () => {
    expect(filtersToParams({ ...EMPTY_FILTERS, q: 'mouse' }).toString()).toBe('q=mouse');
    expect(parse('')).toEqual({
      ...EMPTY_FILTERS,
      category: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      sort: undefined,
    });
  });

  it('orders brands, so the same choice is always the same link', () => {
    expect(filtersToParams({ ...EMPTY_FILTERS, brands: ['MSI', 'ASUS'] }).toString()).toBe(
      'brand=ASUS&brand=MSI',
    );
    expect(parse('brand=MSI&brand=ASUS&brand=MSI').brands).toEqual(['ASUS', 'MSI']);
  });

  it('reads spec.<key> filters, each key sorted, in a stable order', () => {
    const filters = parse('spec.socket=LGA1700&spec.chipset=B650&spec.socket=AM5&spec.socket=AM5');
    expect(filters.specs).toEqual({ socket: ['AM5', 'LGA1700'], chipset: ['B650'] });
    expect(filtersToParams(filters).toString()).toBe(
      'spec.chipset=B650&spec.socket=AM5&spec.socket=LGA1700',
    );
    // Keys that are not a facet's name and empty values are ignored.
    expect(parse('spec.=x&spec.Bad%20Key=x&spec.socket=').specs).toEqual({});
  });

  it.each([
    ['sort=cheapest', { sort: undefined }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['minPrice=-5&maxPrice=1e9', { minPrice: undefined, maxPrice: undefined }],
    ['inStock=yes', { inStock: false }],
    ['brand=&brand=%20', { brands: [] }],
  ])('ignores the malformed %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('swaps a price range typed backwards', () => {
    expect(parse('minPrice=9000&maxPrice=1000')).toMatchObject({ minPrice: 1000, maxPrice: 9000 });
  });
});
