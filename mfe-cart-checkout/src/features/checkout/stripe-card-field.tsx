import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '@shop/shared';
import { say } from '../../lib/say';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import { loadStripeFor, type StripeCard } from './stripe-payment';
import form from './checkout.module.css';

/**
 * Stripe's card element (number, expiry, CVC in Stripe's frame), mounted when the card is
 * paid through Stripe. Tells the form when it is ready and whether what is typed is complete.
 */
export function StripeCardField({
  publishableKey,
  onReady,
  onComplete,
  error,
}: {
  publishableKey: string;
  onReady: (card: StripeCard | null) => void;
  onComplete: (complete: boolean) => void;
  error?: string | undefined;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  const errorId = useId();
  // The latest callbacks, without mounting the element again when they change.
  const callbacks = useRef({ onReady, onComplete });
  callbacks.current = { onReady, onComplete };

  useEffect(() => {
    let live = true;
    let destroy = () => undefined as void;
    setState('loading');
    loadStripeFor(publishableKey).then(
      (stripe) => {
        if (!live) return;
        if (!stripe || !mountRef.current) {
          setState('failed');
          return;
        }
        const card = stripe.elements().create('card', {
          hidePostalCode: true,
          style: { base: { fontSize: '16px' } },
        });
        card.on('change', (event) => {
          setProblem(event.error?.message ?? null);
          callbacks.current.onComplete(event.complete);
        });
        card.mount(mountRef.current);
        destroy = () => card.destroy();
        setState('ready');
        callbacks.current.onReady({ stripe, card });
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      destroy();
      callbacks.current.onReady(null);
      callbacks.current.onComplete(false);
    };
  }, [publishableKey]);

  const shown = problem ?? error;
  const translator = useMessages(checkoutMessages);
  const { t } = translator;
  return (
    <div className={`${form.field} ${form.wide}`}>
      <span id={labelId}>{t('stripe.label')}</span>
      <div
        ref={mountRef}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={shown ? errorId : undefined}
        aria-busy={state === 'loading'}
        className={form.stripeCard}
        data-testid="stripe-card"
      />
      {state === 'loading' && <p className={form.note}>{t('stripe.loading')}</p>}
      {state === 'failed' && (
        <p role="alert" className={form.fieldError}>
          {t('stripe.failed')}
        </p>
      )}
      {shown && state !== 'failed' && (
        <p id={errorId} className={form.fieldError}>
          {say(translator, shown)}
        </p>
      )}
    </div>
  );
}
