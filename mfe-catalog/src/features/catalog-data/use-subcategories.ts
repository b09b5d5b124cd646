import { useCatalogQuery } from '../../lib/catalog-query';
import { getSubcategories } from './get-categories';

/** A category's subcategories; a 404 error says the shop has no such category. */
export const useSubcategories = (slug: string) =>
  useCatalogQuery(`sub:${slug}`, (signal) => getSubcategories(slug, signal));
