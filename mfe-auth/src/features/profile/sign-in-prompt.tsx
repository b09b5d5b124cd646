import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { authSignInRequested, getBus, useMessages } from '@shop/shared';
import { authMessages } from '../../messages/catalogs';
import styles from './page.module.css';

/** Asks the shopper to sign in through the header modal (auth:sign-in-requested). */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const { t } = useMessages(authMessages);
  // The router's path is the route table's (/profile), whatever the page's language: the
  // address itself carries the language prefix (/ja/profile).
  const { pathname } = useLocation();
  const [unavailable, setUnavailable] = useState(false);
  const request = async () => {
    const delivery = await getBus().send(authSignInRequested, { returnTo: pathname });
    setUnavailable(delivery.status !== 'delivered');
  };
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.button} onClick={() => void request()}>
        {t('prompt.signIn')}
      </button>
      {unavailable && <p role="alert">{t('prompt.unavailable')}</p>}
    </section>
  );
}
