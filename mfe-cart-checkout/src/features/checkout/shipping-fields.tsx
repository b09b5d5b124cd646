import { SHIPPING_COUNTRIES } from '@shop/shared';
import type { FieldErrors, ShippingForm } from './checkout-fields';
import { Field } from './field';
import { PrefectureField } from './prefecture-field';
import form from './checkout.module.css';

/** Name, contact and address: a prefecture in Japan, a state or province elsewhere. */
export function ShippingFields({
  shipping,
  errors,
  setShip,
  setCountry,
}: {
  shipping: ShippingForm;
  errors: FieldErrors;
  setShip: (field: keyof ShippingForm) => (value: string) => void;
  setCountry: (country: string) => void;
}) {
  return (
    <fieldset className={form.card}>
      <legend className={form.legend}>Shipping information</legend>
      <div className={form.grid}>
        <Field label="First name" required error={errors.firstName}>
          {(props) => (
            <input
              {...props}
              value={shipping.firstName}
              onChange={(e) => setShip('firstName')(e.target.value)}
              autoComplete="shipping given-name"
            />
          )}
        </Field>
        <Field label="Last name" required error={errors.lastName}>
          {(props) => (
            <input
              {...props}
              value={shipping.lastName}
              onChange={(e) => setShip('lastName')(e.target.value)}
              autoComplete="shipping family-name"
            />
          )}
        </Field>
        <Field label="Email" required error={errors.email}>
          {(props) => (
            <input
              {...props}
              type="email"
              value={shipping.email}
              onChange={(e) => setShip('email')(e.target.value)}
              autoComplete="email"
              inputMode="email"
            />
          )}
        </Field>
        <Field label="Phone" error={errors.phone}>
          {(props) => (
            <input
              {...props}
              type="tel"
              value={shipping.phone}
              onChange={(e) => setShip('phone')(e.target.value)}
              autoComplete="shipping tel"
              inputMode="tel"
            />
          )}
        </Field>
        <Field label="Address" required wide error={errors.address}>
          {(props) => (
            <input
              {...props}
              value={shipping.address}
              onChange={(e) => setShip('address')(e.target.value)}
              autoComplete="shipping street-address"
            />
          )}
        </Field>
        <Field label="Country" required>
          {(props) => (
            <select
              {...props}
              value={shipping.country}
              onChange={(e) => setCountry(e.target.value)}
              autoComplete="shipping country-name"
            >
              {SHIPPING_COUNTRIES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {shipping.country === 'Japan' ? (
          <PrefectureField value={shipping.state} onChange={setShip('state')} />
        ) : (
          <Field label="State / Province" required>
            {(props) => (
              <input
                {...props}
                value={shipping.state}
                onChange={(e) => setShip('state')(e.target.value)}
                autoComplete="shipping address-level1"
              />
            )}
          </Field>
        )}
        <Field label="City" required error={errors.city}>
          {(props) => (
            <input
              {...props}
              value={shipping.city}
              onChange={(e) => setShip('city')(e.target.value)}
              autoComplete="shipping address-level2"
            />
          )}
        </Field>
        <Field label="Postcode" required error={errors.zipCode}>
          {(props) => (
            <input
              {...props}
              value={shipping.zipCode}
              onChange={(e) => setShip('zipCode')(e.target.value)}
              autoComplete="shipping postal-code"
              inputMode={
                shipping.country === 'Japan' || shipping.country === 'United States'
                  ? 'numeric'
                  : 'text'
              }
              placeholder={shipping.country === 'Japan' ? 'NNN-NNNN' : undefined}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
