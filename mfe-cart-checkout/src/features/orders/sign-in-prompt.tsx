import styles from '../../lib/page.module.css';
import { requestSignIn } from './use-signed-in';

/** What a signed-out visitor sees once the sign-in modal is closed: the way back in. */
export function SignInPrompt({ returnTo, text }: { returnTo: string; text: string }) {
  return (
    <div className={styles.panel}>
      <p>{text}</p>
      <button type="button" className={styles.button} onClick={() => requestSignIn(returnTo)}>
        Sign In
      </button>
    </div>
  );
}
