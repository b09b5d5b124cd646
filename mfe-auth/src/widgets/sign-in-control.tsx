import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  AUTH_INIT_FAILED,
  NO_REFRESH_TOKEN,
  authSession,
  useBusState,
  useMessages,
  useSubjectValue,
} from '@shop/shared';
import { headerMessages } from '../messages/header/catalogs';
import {
  sessionNotice$,
  signInOpen$,
  signOut,
  startSessionOwner,
} from '../lib/session/session-owner';
import styles from '../features/sign-in/sign-in.module.css';

// The sign-in dialog's code (about 1.3 KiB of brotli) is not needed to show the header: it
// is fetched when the shopper points at, focuses or presses a Sign In button, or when
// something else opens the dialog, so every page does not carry it.
const loadModal = () => import('../features/sign-in/sign-in-modal');
const SignInModal = lazy(() => loadModal().then((module) => ({ default: module.SignInModal })));
/**
 * Starts fetching the dialog's code and its words in the page's language; a failed fetch
 * is tried again when it opens.
 */
const preloadModal = () =>
  void loadModal()
    .then((module) => module.preloadMessages())
    .catch(() => undefined);
// The session notices (docs/product.md#messages) in the header's own words.
const NOTICE_IDS: Readonly<Record<string, string>> = {
  [NO_REFRESH_TOKEN]: 'notice.noRefreshToken',
  [AUTH_INIT_FAILED]: 'notice.initFailed',
};
const intent = {
  onPointerEnter: preloadModal,
  onPointerDown: preloadModal,
  onFocus: preloadModal,
};

/** Header control: Sign In, or the signed-in menu (docs/product.md#screens). */
export default function SignInControl() {
  useEffect(() => startSessionOwner(), []);
  const { t } = useMessages(headerMessages);
  const { user, loading } = useBusState(authSession);
  const modalOpen = useSubjectValue(signInOpen$);
  const notice = useSubjectValue(sessionNotice$);
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  if (loading) return <span className={styles.placeholder} aria-hidden="true" />;

  if (!user) {
    return (
      <div className={styles.menuWrap}>
        <button
          type="button"
          className={styles.signInButton}
          onClick={() => signInOpen$.next(true)}
          {...intent}
        >
          {t('signIn')}
        </button>
        {notice && !modalOpen && (
          <div role="alert" className={styles.sessionNotice}>
            <p>{NOTICE_IDS[notice] ? t(NOTICE_IDS[notice]) : notice}</p>
            <div className={styles.sessionNoticeActions}>
              <button
                type="button"
                className={styles.sessionNoticeAction}
                onClick={() => signInOpen$.next(true)}
                {...intent}
              >
                {t('signInAgain')}
              </button>
              <button
                type="button"
                className={styles.sessionNoticeAction}
                onClick={() => sessionNotice$.next(null)}
              >
                {t('dismiss')}
              </button>
            </div>
          </div>
        )}
        {modalOpen && (
          <Suspense fallback={null}>
            <SignInModal />
          </Suspense>
        )}
      </div>
    );
  }

  return (
    <div className={styles.menuWrap} ref={menu}>
      <button
        type="button"
        className={styles.signInButton}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {user.name}
      </button>
      {menuOpen && (
        <div role="menu" className={styles.menu}>
          <div className={styles.menuUser}>
            <strong>{user.name}</strong>
            <span>{user.email}</span>
          </div>
          <Link
            role="menuitem"
            to="/profile"
            className={styles.menuItem}
            onClick={() => setMenuOpen(false)}
          >
            {t('myProfile')}
          </Link>
          <Link
            role="menuitem"
            to="/orders"
            className={styles.menuItem}
            onClick={() => setMenuOpen(false)}
          >
            {t('myOrders')}
          </Link>
          <button
            type="button"
            role="menuitem"
            className={styles.menuItem}
            onClick={() => {
              setMenuOpen(false);
              signOut();
              navigate('/');
            }}
          >
            {t('signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
