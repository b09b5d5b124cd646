import { useLayoutEffect, useRef } from 'react';
import {
  isHydrating,
  pageTitle,
  type AuthPage,
  type CartPage,
  type CatalogPage,
  type PcBuilderPage,
} from '@shop/shared';
import { RemoteSlot } from './remote-slot';
import styles from './remote-page.module.css';

type PageRef =
  | { remote: 'catalog'; page: CatalogPage }
  | { remote: 'cart'; page: CartPage }
  | { remote: 'auth'; page: AuthPage }
  | { remote: 'pcBuilder'; page: PcBuilderPage };

function PageSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="Loading">
      <div className={styles.bar} />
      <div className={styles.block} />
    </div>
  );
}

/**
 * What the tab says while a remote's page loads, or when its remote is down; the page
 * itself then names itself (a product, a category) through the same pattern.
 */
export const PROVISIONAL_TITLES: Record<PageRef['page'], string> = {
  home: 'Home',
  mainCategory: 'Category',
  category: 'Category',
  subCategory: 'Products',
  product: 'Product',
  search: 'Search',
  checkout: 'Checkout',
  orders: 'My Orders',
  orderDetail: 'Order',
  login: 'Login',
  register: 'Register',
  profile: 'My Profile',
  builder: 'PC Builder',
  select: 'Choose a component',
};

/** A route owned by a remote: loaded lazily, isolated in its own boundary. */
export function RemotePage(ref: PageRef) {
  // A layout effect runs before any page effect of the same commit, so a remote page
  // already loaded (which sets its title in a passive effect) always has the last word,
  // and a page whose remote is down never keeps the previous page's title.
  // A server-rendered page arrives titled by the server (with what the page itself will
  // say): no provisional title while it hydrates, only on later pages.
  const serverTitled = useRef(isHydrating());
  useLayoutEffect(() => {
    if (serverTitled.current) {
      serverTitled.current = false;
      return;
    }
    document.title = pageTitle(PROVISIONAL_TITLES[ref.page]);
  }, [ref.page]);
  const loading = <PageSkeleton />;
  switch (ref.remote) {
    case 'catalog':
      return (
        <RemoteSlot
          id="catalog/routes"
          part={ref.page}
          pick={(m) => m.pages[ref.page]}
          loading={loading}
        />
      );
    case 'cart':
      return (
        <RemoteSlot
          id="cart/routes"
          part={ref.page}
          pick={(m) => m.pages[ref.page]}
          loading={loading}
        />
      );
    case 'auth':
      return (
        <RemoteSlot
          id="auth/routes"
          part={ref.page}
          pick={(m) => m.pages[ref.page]}
          loading={loading}
        />
      );
    case 'pcBuilder':
      return (
        <RemoteSlot
          id="pcBuilder/routes"
          part={ref.page}
          pick={(m) => m.pages[ref.page]}
          loading={loading}
        />
      );
  }
}
