import { useId } from 'react';
import {
  useMessages,
  type PaymentMethodId,
  type PaymentMethodOption,
  type Translator,
} from '@shop/shared';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import {
  formatCardNumber,
  formatExpiry,
  type FieldErrors,
  type PaymentForm,
} from './checkout-fields';
import { Field } from './field';
import { unavailableReason, usesCardFields } from './payment-methods';
import { StripeCardField } from './stripe-card-field';
import type { StripeCard } from './stripe-payment';
import form from './checkout.module.css';

/** The test gateway's card: number and expiry formatted as typed, the CVV digits only. */
function CardFields({
  payment,
  errors,
  setPay,
}: {
  payment: PaymentForm;
  errors: FieldErrors;
  setPay: (field: keyof PaymentForm) => (value: string) => void;
}) {
  const { t } = useMessages(checkoutMessages);
  return (
    <div className={form.grid}>
      <Field label={t('field.cardNumber')} required wide error={errors.cardNumber}>
        {(props) => (
          <input
            {...props}
            value={payment.cardNumber}
            onChange={(e) => setPay('cardNumber')(formatCardNumber(e.target.value))}
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 5678 9012 3456"
          />
        )}
      </Field>
      <Field label={t('field.cardHolder')} required wide error={errors.cardHolder}>
        {(props) => (
          <input
            {...props}
            value={payment.cardHolder}
            onChange={(e) => setPay('cardHolder')(e.target.value)}
            autoComplete="cc-name"
          />
        )}
      </Field>
      <Field label={t('field.expiry')} required error={errors.expiryDate}>
        {(props) => (
          <input
            {...props}
            value={payment.expiryDate}
            onChange={(e) => setPay('expiryDate')(formatExpiry(e.target.value))}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
          />
        )}
      </Field>
      <Field label={t('field.cvv')} required error={errors.cvv}>
        {(props) => (
          <input
            {...props}
            value={payment.cvv}
            onChange={(e) => setPay('cvv')(e.target.value.replace(/\D/g, '').slice(0, 4))}
            autoComplete="cc-csc"
            inputMode="numeric"
            type="password"
          />
        )}
      </Field>
    </div>
  );
}

/** What happens with the method chosen, when it takes no card data from the form. */
function methodNote(
  t: Translator['t'],
  method: PaymentMethodOption,
  fee: string | null,
): string | null {
  if (method.id === 'bkash') return t('pay.bkashNote');
  if (method.id === 'konbini') return t('pay.konbiniNote');
  if (method.id === 'cod') return fee ? t('pay.codNoteFee', { fee }) : t('pay.codNote');
  return null;
}

export interface PaymentChoice {
  /** The ways to pay where the order goes (the card alone without an answer). */
  methods: readonly PaymentMethodOption[];
  chosen: PaymentMethodOption;
  choose: (id: PaymentMethodId) => void;
  /** The order's total in taka (with the chosen method's fee), to judge a method's limit. */
  totalTaka: number | null;
  /** Taka in the currency shown. */
  money: (taka: number) => string;
  /** The chosen method's fee as shown, or null without one. */
  fee: string | null;
  onStripeCard: (card: StripeCard | null) => void;
  onStripeComplete: (complete: boolean) => void;
  stripeError?: string | undefined;
}

/**
 * How to pay (decision 21): the methods offered where the order goes, as a radio group
 * (cash on delivery above its limit shown disabled, with the reason), then the card fields
 * or what happens next with the method chosen.
 */
export function PaymentFields({
  payment,
  errors,
  setPay,
  choice,
}: {
  payment: PaymentForm;
  errors: FieldErrors;
  setPay: (field: keyof PaymentForm) => (value: string) => void;
  choice: PaymentChoice;
}) {
  const { methods, chosen, choose, totalTaka, money, fee } = choice;
  const baseId = useId();
  const { t } = useMessages(checkoutMessages);
  const note = methodNote(t, chosen, fee);
  return (
    <fieldset className={form.card}>
      <legend className={form.legend}>{t('pay.legend')}</legend>
      {methods.length > 1 && (
        <fieldset className={form.methods}>
          <legend>{t('pay.how')}</legend>
          {methods.map((method) => {
            const reason =
              unavailableReason(method, totalTaka, money) === null
                ? null
                : t('pay.overLimit', { amount: money(method.maxTotal ?? 0) });
            const reasonId = `${baseId}-${method.id}-reason`;
            return (
              <div key={method.id} className={form.method}>
                <label className={form.choice}>
                  <input
                    type="radio"
                    name="payment-method"
                    value={method.id}
                    checked={chosen.id === method.id}
                    disabled={reason !== null}
                    aria-describedby={reason ? reasonId : undefined}
                    onChange={() => choose(method.id)}
                  />
                  {t(`pay.method.${method.id}`)}
                </label>
                {reason && (
                  <span id={reasonId} className={form.methodReason}>
                    {reason}
                  </span>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      {usesCardFields(chosen) && <CardFields payment={payment} errors={errors} setPay={setPay} />}
      {chosen.id === 'card' && chosen.provider === 'stripe' && chosen.publishableKey && (
        <StripeCardField
          publishableKey={chosen.publishableKey}
          onReady={choice.onStripeCard}
          onComplete={choice.onStripeComplete}
          error={choice.stripeError}
        />
      )}
      {note && (
        <p className={form.methodNote} data-testid="payment-note">
          {note}
        </p>
      )}
    </fieldset>
  );
}
