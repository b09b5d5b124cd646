import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

// What the checkout suites share: the two screen widths a shopper uses, the API's answers
// they read to pick a product and a Dhaka address, the checkout's fields by label, and
// screenshots into a folder of the suite's own.

export const VIEWPORTS = [
  { label: '1280', width: 1280, height: 900 },
  { label: '360', width: 360, height: 780 },
] as const;

export interface ApiProduct {
  id: string;
  slug: string;
  name: string;
  price: number;
  stockQuantity: number;
}

interface Areas {
  divisions: { id: string; name: string }[];
  districts: { id: string; divisionId: string; name: string }[];
  upazilas: { id: string; districtId: string; name: string }[];
}

/** The shop's API as a suite reads it; `apiUrl` is asked each time (the shop starts later). */
export function storefrontApi(apiUrl: () => string) {
  async function apiJson<T>(pathname: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${apiUrl()}/api/v1${pathname}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
    });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** A cheap product with stock enough for several orders. */
  async function pickProduct(): Promise<ApiProduct> {
    const list = await apiJson<{ items: ApiProduct[] }>(
      '/products?minPrice=1000&maxPrice=3000&inStock=true&sort=price-asc&pageSize=50',
    );
    const product = list.items.find((item) => item.stockQuantity >= 10);
    if (!product) throw new Error('the seeded catalog has no product for this test');
    return product;
  }

  async function stockOf(product: ApiProduct): Promise<number> {
    const found = await apiJson<{ stockQuantity: number }>(`/products/slug/${product.slug}`);
    return found.stockQuantity;
  }

  /** Dhaka division, Dhaka district and Gulshan thana, by the API's own ids. */
  async function gulshan() {
    const areas = await apiJson<Areas>('/shipping/areas/bd');
    const division = areas.divisions.find((place) => place.name === 'Dhaka');
    const district = areas.districts.find(
      (place) => place.name === 'Dhaka' && place.divisionId === division?.id,
    );
    const upazila = areas.upazilas.find(
      (place) => place.name === 'Gulshan' && place.districtId === district?.id,
    );
    if (!division || !district || !upazila) throw new Error('no Gulshan in the areas');
    return { division: division.id, district: district.id, upazila: upazila.id };
  }

  return { apiJson, pickProduct, stockOf, gulshan };
}

/** A product's page, its Add to Cart, and the cart badge saying 1. */
export async function addToCart(page: Page, shopUrl: string, product: ApiProduct) {
  await page.goto(`${shopUrl}/product/${product.slug}`);
  await page.getByRole('heading', { name: product.name }).first().waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByTestId('cart-badge').getByText('1', { exact: true }).waitFor();
}

/** A checkout field by the start of its label (required ones end in a hidden asterisk). */
export function formField(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[()*/+]/g, '\\$&')}`));
}

/** Screenshots into test-results/<folder>/. */
export function screenshots(folder: string) {
  const dir = path.join(process.cwd(), 'test-results', folder);
  return async (page: Page, name: string, fullPage = true) => {
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
  };
}
