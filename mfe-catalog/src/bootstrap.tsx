import '@shop/shared/src/styles/tokens.css';
import { REMOTE_ROUTES } from '@shop/shared';
import { mountHarness } from '@shop/shared/standalone';
import { pages } from './routes';
import SearchBoxWidget from './widgets/search-box';

const paths = REMOTE_ROUTES.catalog;
mountHarness({
  title: 'Catalog',
  routes: [
    { path: paths.home, Page: pages.home },
    { path: paths.mainCategory, Page: pages.mainCategory, example: '/main-category/laptops' },
    { path: paths.category, Page: pages.category, example: '/category/monitors' },
    { path: paths.subCategory, Page: pages.subCategory, example: '/sub-category/ssd' },
    { path: paths.product, Page: pages.product, example: '/product/sample' },
    { path: paths.search, Page: pages.search, example: '/search?q=ryzen' },
  ],
  widgets: <SearchBoxWidget />,
});
