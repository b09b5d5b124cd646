import { useMessages } from '@shop/shared';
import styles from '../../lib/page.module.css';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import { requestSignIn } from './use-signed-in';

/** What a signed-out visitor sees once the sign-in modal is closed: the way back in. */
export function SignInPrompt({ returnTo, text }: { returnTo: string; text: string }) {
  const { t } = useMessages(checkoutMessages);
  return (
    <div className={styles.panel}>
      <p>{text}</p>
      <button type="button" className={styles.button} onClick={() => requestSignIn(returnTo)}>
        {t('orders.signInButton')}
      </button>
    </div>
  );
}
