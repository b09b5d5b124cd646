// Public paths of the generated artwork. Stored in the rows (products.image, ...) and
// sent as they are: relative to the API origin, so the front end resolves them against
// its API base URL and the same database works behind any host name.

export const IMAGES_PREFIX = '/api/v1/images';
export const SLIDE_COUNT = 3;

export function productImagePath(slug: string): string {
  return `${IMAGES_PREFIX}/products/${slug}.svg`;
}

export function categoryImagePath(slug: string): string {
  return `${IMAGES_PREFIX}/categories/${slug}.svg`;
}

export function subcategoryImagePath(id: string): string {
  return `${IMAGES_PREFIX}/subcategories/${id}.svg`;
}

export function slideImagePath(index: number): string {
  return `${IMAGES_PREFIX}/slides/${index}.svg`;
}
