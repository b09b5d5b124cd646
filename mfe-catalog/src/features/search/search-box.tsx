import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCatalogWords } from '../../lib/words';
import { useSuggestions, type SuggestProducts } from './use-suggestions';
import styles from './search-box.module.css';

/**
 * The header search (docs/product.md D2), mounted by the shell as `catalog/SearchBox`: up to 5
 * suggestions while typing (an ARIA combobox: arrows move, Enter opens, Escape closes),
 * and Enter on the text opens /search?q=...
 */
/**
 * The box this one takes the place of in the page's header: the shell's plain search form,
 * shown while this box loads. Read while this box first renders, when that one is still on
 * the page: the words typed into it meanwhile, and whether the caret was in it.
 */
function boxTakenOver(): { text: string; focused: boolean } {
  if (typeof document === 'undefined') return { text: '', focused: false };
  const input = document.querySelector<HTMLInputElement>(
    'header form[role="search"] input[type="search"]',
  );
  return { text: input?.value ?? '', focused: input !== null && document.activeElement === input };
}

export function SearchBox({ suggest }: { suggest: SuggestProducts }) {
  const { t } = useCatalogWords();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [takenOver] = useState(boxTakenOver);
  const [text, setText] = useState(takenOver.text);
  const input = useRef<HTMLInputElement>(null);
  // A shopper who was typing into the box this one replaced goes on typing here.
  useLayoutEffect(() => {
    const box = input.current;
    if (!takenOver.focused || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [takenOver]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(text, open, suggest);
  const expanded = open && suggestions.length > 0;

  // Keep the box in step with the results page (back/forward, shared links).
  useEffect(() => {
    if (location.pathname === '/search')
      setText(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.pathname, location.search]);

  useEffect(() => setActive(-1), [suggestions]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const openProduct = (slug: string) => {
    close();
    navigate(`/product/${encodeURIComponent(slug)}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? suggestions[active] : undefined;
    if (chosen) return openProduct(chosen.slug);
    const q = text.trim();
    if (!q) return;
    close();
    navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (suggestions.length) setActive((i) => (i + 1) % suggestions.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (suggestions.length) setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
      default:
        break;
    }
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        role="combobox"
        name="q"
        value={text}
        maxLength={200}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        className={styles.input}
      />
      <button type="submit" className={styles.button} aria-label={t('search.submit')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className={styles.list}
        hidden={!expanded}
      >
        {expanded &&
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion.slug}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keep focus in the input, so blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => openProduct(suggestion.slug)}
              onMouseEnter={() => setActive(index)}
            >
              {suggestion.name}
            </li>
          ))}
      </ul>
    </form>
  );
}
