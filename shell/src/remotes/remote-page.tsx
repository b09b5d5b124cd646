import type { AuthPage, CartPage, CatalogPage, PcBuilderPage } from '@shop/shared';
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

/** A route owned by a remote: loaded lazily, isolated in its own boundary. */
export function RemotePage(ref: PageRef) {
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
