import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
// Through the package's index, so the harness uses the page's one shared copy.
import {
  getBus,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  RemoteBoundary,
  shopLocale,
  useLocale,
  type Locale,
} from '@shop/shared';

export interface HarnessRoute {
  path: string;
  Page: ComponentType;
  /** Link shown in the harness bar; routes with params need an example path. */
  example?: string;
}

/**
 * The harness stands in for the shell, which owns shop:locale on the shop's pages: a
 * remote's words can be checked in each language on its own (`?lang=ja` on first load).
 */
function setLocale(locale: Locale) {
  getBus().publish(shopLocale, { locale });
  document.documentElement.lang = locale;
}

function LanguageChoice() {
  const locale = useLocale();
  return (
    <select
      aria-label="Language"
      value={locale}
      onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}
    >
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LOCALE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}

/**
 * The small page a remote renders when it runs on its own (`npm run dev -w mfe-x`):
 * its routes and widgets with the shop's tokens, without the shell.
 */
export function mountHarness(options: {
  title: string;
  routes: HarnessRoute[];
  widgets?: ReactNode;
}) {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(asked)) setLocale(asked);
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <header
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 12,
            alignItems: 'center',
            padding: '8px 16px',
            background: 'var(--color-header)',
            color: 'var(--color-header-text)',
          }}
        >
          <strong>{options.title} · standalone</strong>
          {options.routes.map((route) => (
            <Link key={route.path} to={route.example ?? route.path} style={{ color: 'inherit' }}>
              {route.example ?? route.path}
            </Link>
          ))}
          <span style={{ marginLeft: 'auto' }}>{options.widgets}</span>
          <LanguageChoice />
        </header>
        <RemoteBoundary name={options.title}>
          <Routes>
            {options.routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<p style={{ padding: 16 }}>Not part of this remote.</p>} />
          </Routes>
        </RemoteBoundary>
      </BrowserRouter>
    </StrictMode>,
  );
}
