import type { ReactNode } from 'react';
import { authSession, authSignInRequested, getBus, useBusState } from '@shop/shared';
import styles from './page.module.css';

/** /admin and /pos are for the admin role only (decisions 11). */
export function AdminGate({ title, children }: { title: string; children: ReactNode }) {
  const { user, loading } = useBusState(authSession);
  if (loading) return <section className={styles.page} aria-busy="true" />;
  if (!user) {
    return (
      <section className={`${styles.page} ${styles.center}`}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>Please sign in with an admin account to continue.</p>
        <button
          type="button"
          className={styles.button}
          onClick={() =>
            void getBus().send(authSignInRequested, { returnTo: window.location.pathname })
          }
        >
          Sign In
        </button>
      </section>
    );
  }
  if (user.role !== 'admin') {
    return (
      <section className={`${styles.page} ${styles.center}`}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead} role="alert">
          Access forbidden
        </p>
      </section>
    );
  }
  return <>{children}</>;
}
