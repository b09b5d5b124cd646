import { useEffect, useRef } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { REMOTE_ROUTES, type ShopConfig } from '@shop/shared';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { NavBar } from './layout/nav-bar';
import { StartupPopup } from './layout/startup-popup';
import { AboutPage } from './pages/about-page';
import { DeliveryInfoPage } from './pages/delivery-info-page';
import { AdminPage, PosPage } from './pages/frame-pages';
import { NotFoundPage } from './pages/not-found-page';
import { RemotePage } from './remotes/remote-page';
import { RemoteSlot } from './remotes/remote-slot';
import styles from './app.module.css';

const { catalog, cart, auth, pcBuilder } = REMOTE_ROUTES;

export function App({ config, onHydrated }: { config: ShopConfig; onHydrated?: () => void }) {
  // The data the server handed over serves the first page only, however late its parts
  // hydrate (a part waiting for its code hydrates after the rest): from the first move to
  // another page on, pages load their data in the browser again.
  const location = useLocation();
  const first = useRef(location);
  useEffect(() => {
    if (location !== first.current) onHydrated?.();
  }, [location, onHydrated]);
  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <NavBar />
      <main id="main" className={styles.main}>
        <Routes>
          <Route path={catalog.home} element={<RemotePage remote="catalog" page="home" />} />
          <Route
            path={catalog.mainCategory}
            element={<RemotePage remote="catalog" page="mainCategory" />}
          />
          <Route
            path={catalog.category}
            element={<RemotePage remote="catalog" page="category" />}
          />
          <Route
            path={catalog.subCategory}
            element={<RemotePage remote="catalog" page="subCategory" />}
          />
          <Route path={catalog.product} element={<RemotePage remote="catalog" page="product" />} />
          <Route path={catalog.search} element={<RemotePage remote="catalog" page="search" />} />
          <Route path={cart.checkout} element={<RemotePage remote="cart" page="checkout" />} />
          <Route path={cart.orders} element={<RemotePage remote="cart" page="orders" />} />
          <Route
            path={cart.orderDetail}
            element={<RemotePage remote="cart" page="orderDetail" />}
          />
          <Route path={auth.login} element={<RemotePage remote="auth" page="login" />} />
          <Route path={auth.register} element={<RemotePage remote="auth" page="register" />} />
          <Route path={auth.profile} element={<RemotePage remote="auth" page="profile" />} />
          <Route
            path={pcBuilder.builder}
            element={<RemotePage remote="pcBuilder" page="builder" />}
          />
          <Route
            path={pcBuilder.select}
            element={<RemotePage remote="pcBuilder" page="select" />}
          />
          <Route path="/about" element={<AboutPage />} />
          <Route path="/delivery-info" element={<DeliveryInfoPage />} />
          <Route path="/pos" element={<PosPage />} />
          <Route path="/admin" element={<AdminPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
      <Footer contact={config.contact} social={config.social} />
      <div data-slot="cart-widget">
        <RemoteSlot
          id="cart/CartWidget"
          part="CartWidget"
          pick={(m) => m.default}
          compact
          loading={null}
          deferred
        />
      </div>
      <StartupPopup />
    </div>
  );
}
