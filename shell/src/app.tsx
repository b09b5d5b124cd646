import { Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { contactFor, shopCurrency, useBusState, useMessages, type ShopConfig } from '@shop/shared';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { NavBar } from './layout/nav-bar';
import { activeNavEntries } from './layout/nav-links';
import { Kept } from './kept-parts';
import { LanguageOffer } from './layout/language-offer';
import { StartupPopup } from './layout/startup-popup';
import { shellMessages } from './messages/catalogs';
import { AboutPage } from './pages/about-page';
import { DeliveryInfoPage } from './pages/delivery-info-page';
import { AdminPage, PosPage } from './pages/frame-pages';
import { NotFoundPage } from './pages/not-found-page';
import { RemotePage } from './remotes/remote-page';
import { RemoteSlot } from './remotes/remote-slot';
import { routeAt, type OwnPage } from './routes';
import styles from './app.module.css';

/** The shell's own pages, by their name in the route table. */
const OWN_PAGES: Record<OwnPage, ComponentType> = {
  about: AboutPage,
  deliveryInfo: DeliveryInfoPage,
  pos: PosPage,
  admin: AdminPage,
};

function OwnPageView({ page }: { page: OwnPage }) {
  const Page = OWN_PAGES[page];
  // Its words come with it (messages/pages/): the first visit to one waits for them here.
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/**
 * A part of the page hydrated on its own: React adopts the server's HTML of a Suspense
 * boundary after the rest, in slices that give the main thread back every few
 * milliseconds (and at once where the shopper presses), instead of in the one long task
 * that hydrating the whole page at once is on a phone.
 */
function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * The header, which the server keeps per language and currency (kept-parts.tsx). The
 * currency is read here, not in App: a switch re-renders the header, not the whole page.
 */
function KeptHeader({ locale }: { locale: string }) {
  const { currency } = useBusState(shopCurrency);
  return (
    <Kept name="header" by={[locale, currency]}>
      <Header />
    </Kept>
  );
}

export function App({ config, onHydrated }: { config: ShopConfig; onHydrated?: () => void }) {
  // The data the server handed over serves the first page only, however late its parts
  // hydrate (a part waiting for its code hydrates after the rest): from the first move to
  // another page on, pages load their data in the browser again.
  const location = useLocation();
  const first = useRef(location);
  const route = routeAt(location.pathname);
  const { t, locale } = useMessages(shellMessages);
  const contact = contactFor(config, locale);
  // The server wrote the page's language into <html lang>; a switch changes it here (the
  // fonts and line breaking follow it, and so do screen readers).
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    if (location !== first.current) onHydrated?.();
  }, [location, onHydrated]);
  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        {t('app.skip')}
      </a>
      <Part>
        <KeptHeader locale={locale} />
      </Part>
      <Part>
        <Kept name="nav" by={[locale, ...activeNavEntries(location.pathname)]}>
          <NavBar />
        </Kept>
      </Part>
      <main id="main" className={styles.main}>
        <Routes>
          {/* Only the route the address names (the route table's own match, the one the
              server and the first page's preload use): the router then ranks one route,
              not every route of the shop on every render. */}
          {route ? (
            <Route
              path={route.path}
              element={
                route.kind === 'remote' ? (
                  <RemotePage {...route.ref} />
                ) : (
                  <OwnPageView page={route.page} />
                )
              }
            />
          ) : null}
          <Route
            path="*"
            element={
              <Suspense fallback={null}>
                <NotFoundPage />
              </Suspense>
            }
          />
        </Routes>
      </main>
      <Part>
        <Kept name="footer" by={[locale, JSON.stringify([contact, config.social])]}>
          <Footer contact={contact} social={config.social} />
        </Kept>
      </Part>
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
      <LanguageOffer />
    </div>
  );
}
