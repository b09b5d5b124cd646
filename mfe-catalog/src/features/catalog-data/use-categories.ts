import { useCatalogQuery } from '../../lib/catalog-query';
import { getCategories } from './get-categories';

/** The shop's categories, as the home page's tiles show them. */
export const useCategories = () => useCatalogQuery('categories', (signal) => getCategories(signal));
