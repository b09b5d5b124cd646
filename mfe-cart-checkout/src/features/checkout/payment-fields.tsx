import {
  formatCardNumber,
  formatExpiry,
  type FieldErrors,
  type PaymentForm,
} from './checkout-fields';
import { Field } from './field';
import form from './checkout.module.css';

/** The card: number and expiry formatted as typed, the CVV digits only. */
export function PaymentFields({
  payment,
  errors,
  setPay,
}: {
  payment: PaymentForm;
  errors: FieldErrors;
  setPay: (field: keyof PaymentForm) => (value: string) => void;
}) {
  return (
    <fieldset className={form.card}>
      <legend className={form.legend}>Payment</legend>
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
    </fieldset>
  );
}
