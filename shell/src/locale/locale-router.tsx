import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  Router,
  useLocation,
} from 'react-router-dom';
import { localeBase, localizePath, splitLocale, type Locale } from '@shop/shared';
import { followAddress, rememberLocale } from './locale-owner';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/** How the language switch moves the page to another language's address. */
const SwitchContext = createContext<((target: string) => void) | null>(null);

/**
 * The shop's router in the browser: a BrowserRouter whose basename is the language
 * prefix of the address it is on (/ja, /bn, or none). Every page and remote keeps using
 * the route table's paths ('/product/x'); under /ja their links and navigations stay in
 * Japanese by themselves. Address and basename come from the same location, so a switch
 * of language is one move of the router: the page, its state, the cart and the sign-in
 * stay as they are, only the words change.
 */
export function LocaleRouter({ children }: { children: ReactNode }) {
  const history = useRef<BrowserHistory>(null);
  history.current ??= createBrowserHistory({ window, v5Compat: true });
  const [state, setState] = useState(() => ({
    action: history.current!.action,
    location: history.current!.location,
  }));
  useLayoutEffect(
    () =>
      history.current!.listen(({ action, location }) => {
        // The language first (every part re-renders in it, keeping its old words until
        // its catalog is there), then the page, as a transition like BrowserRouter's.
        followAddress(location.pathname);
        startTransition(() => setState({ action, location }));
      }),
    [],
  );
  const go = useCallback((target: string) => history.current!.push(target), []);
  const { locale } = splitLocale(state.location.pathname);
  return (
    <SwitchContext.Provider value={go}>
      <Router
        basename={localeBase(locale) || '/'}
        location={state.location}
        navigationType={state.action}
        navigator={history.current}
      >
        {children}
      </Router>
    </SwitchContext.Provider>
  );
}

/** Moves the page on screen to another language (and remembers the choice). */
export function useSwitchLocale(): (locale: Locale) => void {
  const go = useContext(SwitchContext);
  const location = useLocation();
  return (locale: Locale) => {
    rememberLocale(locale);
    const target = `${localizePath(location.pathname, locale)}${location.search}${location.hash}`;
    // Outside the LocaleRouter (a test's MemoryRouter, the server) the browser goes there.
    if (go) go(target);
    else if (typeof window !== 'undefined') window.location.assign(target);
  };
}
