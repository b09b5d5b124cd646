import { Link } from 'react-router-dom';
import { useMessages } from '@shop/shared';
import { shellMessages } from '../messages/catalogs';
import { RemoteSlot } from '../remotes/remote-slot';
import { CurrencySwitch } from './currency-switch';
import { LanguageSwitch } from './language-switch';
import { SearchBox } from './search-box';
import styles from './header.module.css';

export function Logo() {
  const { t } = useMessages(shellMessages);
  return (
    <Link to="/" className={styles.logo} aria-label={t('header.home')}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--color-brand)" />
        <path d="M9 9h14v14H9z" fill="none" stroke="#fff" strokeWidth="2" />
        <path
          d="M13 5v4M19 5v4M13 23v4M19 23v4M5 13h4M5 19h4M23 13h4M23 19h4"
          stroke="var(--color-accent)"
          strokeWidth="2"
        />
      </svg>
      <span className={styles.logoText}>
        {/* A real space: the link's name ("Circuit Haat home", "Circuit Haat ホーム") must
            contain the words shown, which are two. */}
        Circuit <span className={styles.logoAccent}>Haat</span>
      </span>
    </Link>
  );
}

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <div className={styles.searchSlot} data-slot="search">
          {/* The catalog's search with suggestions; the shell's plain form while it loads or when it is down. */}
          <RemoteSlot
            id="catalog/SearchBox"
            part="SearchBox"
            pick={(m) => m.default}
            compact
            loading={<SearchBox />}
            fallback={<SearchBox />}
            deferred
          />
        </div>
        <div className={styles.switches}>
          <CurrencySwitch />
          <LanguageSwitch />
        </div>
        <div className={styles.actions}>
          <div className={styles.signIn} data-slot="sign-in">
            <RemoteSlot
              id="auth/SignInControl"
              part="SignInControl"
              pick={(m) => m.default}
              compact
              deferred
            />
          </div>
        </div>
      </div>
    </header>
  );
}
