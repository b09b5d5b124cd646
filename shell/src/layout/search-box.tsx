import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { useMessages } from '@shop/shared';
import { shellMessages } from '../messages/catalogs';
import styles from './header.module.css';

// The header shows this box while the catalog's own search box loads and again if it fails
// to load: two mounts in a row. What the shopper typed into the first survives the swap.
let draft = '';

/** Enter opens /search?q=... (docs/product.md D2). */
export function SearchBox() {
  const { t } = useMessages(shellMessages);
  const navigate = useNavigate();
  const location = useLocation();
  // Where the form goes without JavaScript (or before the page is live): the results page
  // in the page's language.
  const action = useHref('/search');
  const [text, setTextState] = useState(() => draft);
  const setText = (value: string) => {
    draft = value;
    setTextState(value);
  };

  // Words typed into the server's box before the page was live: React adopts the box as it
  // is (it never overwrites a hydrated input) but its state is still empty, so the next render
  // or the box's second mount would wipe them. They become the box's text.
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '' && typed !== draft) setText(typed);
  }, []);

  // Keep the box in step with the results page (back/forward, shared links).
  useEffect(() => {
    if (location.pathname === '/search')
      setText(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.pathname, location.search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <form role="search" action={action} className={styles.search} onSubmit={submit}>
      <label htmlFor="shop-search" className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id="shop-search"
        type="search"
        name="q"
        value={text}
        maxLength={200}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        className={styles.searchInput}
      />
      <button type="submit" className={styles.searchButton} aria-label={t('search.submit')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
