import { suggestProducts } from '../features/catalog-data/suggest-products';
import { SearchBox } from '../features/search/search-box';

/** `catalog/SearchBox`: the header search the shell mounts (docs/product.md D2). */
export default function SearchBoxWidget() {
  return <SearchBox suggest={suggestProducts} />;
}
