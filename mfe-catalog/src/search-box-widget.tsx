import { SearchBox } from './features/search/search-box';

/** `catalog/SearchBox`: the header search the shell mounts (decisions 2). */
export default function SearchBoxWidget() {
  return <SearchBox />;
}
