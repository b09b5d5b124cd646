import { useId } from 'react';
import type { PaymentMethodId, PaymentMethodOption } from '@shop/shared';
import {
  formatCardNumber,
  formatExpiry,
  type FieldErrors,
  type PaymentForm,
} from './checkout-fields';
import { Field } from './field';
import {
  BKASH_NOTE,
  COD_NOTE,
  KONBINI_NOTE,
  METHOD_LABELS,
  unavailableReason,
  usesCardFields,
} from './payment-methods';
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
  return (
    <div className={form.grid}>
      <Field label="Card number" required wide error={errors.cardNumber}>
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
      <Field label="Name on card" required wide error={errors.cardHolder}>
        {(props) => (
          <input
            {...props}
            value={payment.cardHolder}
            onChange={(e) => setPay('cardHolder')(e.target.value)}
            autoComplete="cc-name"
          />
        )}
      </Field>
      <Field label="Expiry (MM/YY)" required error={errors.expiryDate}>
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
      <Field label="CVV" required error={errors.cvv}>
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
function methodNote(method: PaymentMethodOption, fee: string | null): string | null {
  if (method.id === 'bkash') return BKASH_NOTE;
  if (method.id === 'konbini') return KONBINI_NOTE;
  if (method.id === 'cod') {
    return fee ? `${COD_NOTE} A cash-on-delivery fee of ${fee} is added to the total.` : COD_NOTE;
  }
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
  const note = methodNote(chosen, fee);
  return (
    <fieldset className={form.card}>
      <legend className={form.legend}>Payment</legend>
      {methods.length > 1 && (
        <fieldset className={form.methods}>
          <legend>How would you like to pay?</legend>
          {methods.map((method) => {
            const reason = unavailableReason(method, totalTaka, money);
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
                  {METHOD_LABELS[method.id]}
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
