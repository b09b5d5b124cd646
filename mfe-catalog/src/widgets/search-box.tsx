import { getBus, loadMessages, shopLocale } from '@shop/shared';
import { suggestProducts } from '../features/catalog-data/suggest-products';
import { SearchBox } from '../features/search/search-box';
import { catalogMessages } from '../messages/catalogs';

// The box's words start loading with its code, not once it first renders.
if (typeof window !== 'undefined') {
  loadMessages(catalogMessages, getBus().current(shopLocale).locale).catch(() => undefined);
}

/** `catalog/SearchBox`: the header search the shell mounts (docs/product.md D2). */
export default function SearchBoxWidget() {
  return <SearchBox suggest={suggestProducts} />;
}
