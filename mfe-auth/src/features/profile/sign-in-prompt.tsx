import { useState } from 'react';
import { authSignInRequested, getBus } from '@shop/shared';
import styles from './page.module.css';

/** Asks the shopper to sign in through the header modal (auth:sign-in-requested). */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const [unavailable, setUnavailable] = useState(false);
  const request = async () => {
    const delivery = await getBus().send(authSignInRequested, {
      returnTo: window.location.pathname,
    });
    setUnavailable(delivery.status !== 'delivered');
  };
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.button} onClick={() => void request()}>
        Sign In
      </button>
      {unavailable && <p role="alert">Sign-in is unavailable right now. Please try again later.</p>}
    </section>
  );
}
