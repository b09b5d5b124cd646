import { useState } from 'react';
import { useMessages } from '@shop/shared';
import { compareMessages } from '../../messages/compare/catalogs';
import styles from './compare-page.module.css';

/** Copies the comparison's address (its products are in it) for the shopper to send. */
export function ShareButton() {
  const { t } = useMessages(compareMessages);
  const [copied, setCopied] = useState(false);
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, or refused): the address bar has the same link.
      setCopied(false);
    }
  };
  return (
    <>
      <button type="button" className={styles.share} onClick={() => void share()}>
        {t('page.share')}
      </button>
      <span role="status" className={styles.copied}>
        {copied ? t('page.copied') : ''}
      </span>
    </>
  );
}
