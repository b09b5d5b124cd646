import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  authSession,
  authSignInRequested,
  getBus,
  useBusState,
  useMessages,
  type Role,
} from '@shop/shared';
import { pageMessages } from '../messages/pages/catalogs';
import styles from './page.module.css';

/**
 * /admin is for the admin role, /pos for admin or staff (docs/product.md D11, D17). The API
 * checks the role again on every call; this only decides what the page shows.
 */
export function AdminGate({
  title,
  roles = ['admin'],
  children,
}: {
  title: string;
  roles?: Role[];
  children: ReactNode;
}) {
  const { user, loading } = useBusState(authSession);
  const { t } = useMessages(pageMessages);
  // The route table's path (no language prefix): whoever returns there navigates inside
  // the page's language.
  const { pathname } = useLocation();
  if (loading) return <section className={styles.page} aria-busy="true" />;
  if (!user) {
    return (
      <section className={`${styles.page} ${styles.center}`}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t('staff.signInLead')}</p>
        <button
          type="button"
          className={styles.button}
          onClick={() => void getBus().send(authSignInRequested, { returnTo: pathname })}
        >
          {t('staff.signIn')}
        </button>
      </section>
    );
  }
  if (!user.role || !roles.includes(user.role)) {
    return (
      <section className={`${styles.page} ${styles.center}`}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead} role="alert">
          {t('staff.forbidden')}
        </p>
      </section>
    );
  }
  return <>{children}</>;
}
