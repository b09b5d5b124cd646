import { withoutTracking } from './tracking-params';

describe('a shared link with tracking parameters', () => {
  it('leads to the same page without them', () => {
    expect(withoutTracking('/product/ryzen-7?fbclid=IwAR0abc')).toBe('/product/ryzen-7');
    expect(
      withoutTracking('/ja/category/laptops?utm_source=x&utm_medium=social&utm_campaign=eid'),
    ).toBe('/ja/category/laptops');
    expect(withoutTracking('/?gclid=abc')).toBe('/');
  });

  it("keeps the page's own parameters, in their order and spelling", () => {
    expect(withoutTracking('/search?q=rtx%204070&utm_source=x&page=2')).toBe(
      '/search?q=rtx%204070&page=2',
    );
    expect(withoutTracking('/category/monitors?brand=LG&UTM_Source=ad&sort=price_asc')).toBe(
      '/category/monitors?brand=LG&sort=price_asc',
    );
  });

  it('leaves an address without tracking parameters alone', () => {
    expect(withoutTracking('/product/ryzen-7')).toBeNull();
    expect(withoutTracking('/search?q=utm_source')).toBeNull();
    expect(withoutTracking('/search?q=fbclid&source=x')).toBeNull();
    expect(withoutTracking('/search?%E0%A4=1')).toBeNull();
  });
});
