import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ApiError, useMessages, type Order } from '@shop/shared';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import { cancelOrder } from './cancel-order';
import styles from './order-timeline.module.css';

// "Cancel order" while the API says the order is cancellable (not packed yet), with a
// confirm step; the cancelled order the API answers replaces the one shown.

/** A guest's order token, where the order page reads it (the fragment, or ?token=). */
function useOrderToken(): string | null {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? params.get('token');
}

export function CancelOrderButton({
  order,
  onCancelled,
}: {
  order: Order;
  onCancelled: (order: Order) => void;
}) {
  const { t } = useMessages(checkoutMessages);
  const token = useOrderToken();
  const [step, setStep] = useState<'idle' | 'confirm' | 'working'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (!order.cancellable) return null;

  const confirm = () => {
    setStep('working');
    setError(null);
    cancelOrder(order.id, token).then(
      (cancelled) => {
        setStep('idle');
        onCancelled(cancelled);
      },
      (failure: unknown) => {
        setStep('idle');
        setError(
          failure instanceof ApiError && failure.serverMessage
            ? failure.serverMessage
            : t('cancel.failed'),
        );
      },
    );
  };

  return (
    <div className={styles.timeline} data-testid="cancel-order">
      {step === 'idle' ? (
        <button type="button" className={styles.danger} onClick={() => setStep('confirm')}>
          {t('cancel.button')}
        </button>
      ) : (
        <div role="alertdialog" aria-label={t('cancel.button')}>
          <p>{t('cancel.question')}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.danger}
              onClick={confirm}
              disabled={step === 'working'}
            >
              {step === 'working' ? t('cancel.working') : t('cancel.confirm')}
            </button>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => setStep('idle')}
              disabled={step === 'working'}
            >
              {t('cancel.keep')}
            </button>
          </div>
        </div>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
