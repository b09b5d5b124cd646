import { useEffect, useRef, useState } from 'react';
import { useFocusTrap, useMessages } from '@shop/shared';
import { shellMessages } from '../messages/catalogs';
import styles from './startup-popup.module.css';

export const POPUP_DELAY_MS = 1000;
export const POPUP_VISIBLE_DELAY_MS = 200;
export const POPUP_FADE_MS = 300;
export const POPUP_SHOWN_KEY = 'circuithaat.startupPopupShown';

type Phase = 'waiting' | 'mounted' | 'visible' | 'leaving' | 'done';

function alreadyShown(): boolean {
  // The server renders it too, where there is no storage: asked without throwing.
  if (typeof sessionStorage === 'undefined') return false;
  try {
    return sessionStorage.getItem(POPUP_SHOWN_KEY) === 'true';
  } catch {
    return false;
  }
}

function markShown() {
  try {
    sessionStorage.setItem(POPUP_SHOWN_KEY, 'true');
  } catch {
    // Storage unavailable: it may show again next page load, which is harmless.
  }
}

/**
 * Once per browser session: appears 1000 ms after load, fades in 200 ms later (docs/product.md#screens, #constants).
 * "Explore the shop" only closes it and leaves the shopper on the page they opened: it
 * may appear over a product or the checkout, and moving them away would lose their place.
 */
export function StartupPopup() {
  const [phase, setPhase] = useState<Phase>(() => (alreadyShown() ? 'done' : 'waiting'));
  useEffect(() => {
    if (phase === 'waiting') {
      const timer = setTimeout(() => setPhase('mounted'), POPUP_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'mounted') {
      const timer = setTimeout(() => setPhase('visible'), POPUP_VISIBLE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'visible') {
      // Remembered the moment the shopper can see it, not when it is closed: a reload
      // or a link opened before closing it must not bring it back (docs/product.md#screens, #constants).
      markShown();
    }
    if (phase === 'leaving') {
      const timer = setTimeout(() => {
        markShown();
        setPhase('done');
      }, POPUP_FADE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  if (phase === 'waiting' || phase === 'done') return null;

  return (
    <div
      className={`${styles.backdrop} ${phase === 'visible' ? styles.visible : ''}`}
      data-phase={phase}
      onClick={(event) => event.target === event.currentTarget && setPhase('leaving')}
    >
      <PopupDialog onClose={() => setPhase('leaving')} />
    </div>
  );
}

/** The popup itself: a modal dialog that keeps the keyboard (Escape closes it). */
function PopupDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const { t } = useMessages(shellMessages);
  useFocusTrap(dialog, onClose);
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby="startup-popup-title"
      className={styles.dialog}
    >
      <p className={styles.kicker}>{t('popup.kicker')}</p>
      <h2 id="startup-popup-title" className={styles.title}>
        {t('popup.title')}
      </h2>
      <p className={styles.text}>{t('popup.text')}</p>
      <button type="button" className={styles.button} onClick={onClose}>
        {t('popup.close')}
      </button>
    </div>
  );
}
