import type { ReactNode } from 'react';
import { useMessages } from '@shop/shared';
import { countryName } from '../../lib/shop-config';
import { cartMessages } from '../../messages/catalogs';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import type { AreaChoice, BdAreas } from '../../lib/bangladesh-areas';
import type { ShippingQuote } from '../../lib/shipping-quote';
import { BangladeshFields } from './bangladesh-fields';
import type { FieldErrors, ShippingForm } from './checkout-fields';
import { Field } from './field';
import { JapanFields } from './japan-fields';
import form from './checkout.module.css';

/**
 * Name, contact and address as the country writes it: Bangladesh's area and mobile
 * number, Japan's postcode first with a delivery day and slot, a state or province
 * elsewhere.
 */
export function ShippingFields({
  shipping,
  errors,
  countries,
  quote,
  areas,
  postcodeNote,
  setShip,
  setCountry,
  setArea,
  setPostcode,
  saved,
  children,
}: {
  /** Above the fields: the signed-in shopper's saved addresses. */
  saved?: ReactNode;
  shipping: ShippingForm;
  errors: FieldErrors;
  countries: readonly string[];
  quote: ShippingQuote | null;
  areas: BdAreas | 'loading' | 'error';
  postcodeNote: string | null;
  setShip: (field: keyof ShippingForm) => (value: string) => void;
  setCountry: (country: string) => void;
  setArea: (level: keyof AreaChoice) => (id: string) => void;
  setPostcode: (value: string) => void;
  /** Below the fields: "Save this address to my profile". */
  children?: ReactNode;
}) {
  const bangladesh = shipping.country === 'Bangladesh';
  const { t, locale } = useMessages(checkoutMessages);
  const cart = useMessages(cartMessages);
  // Japanese writes the family name first: on a Japanese page the form asks for it first.
  const familyFirst = locale === 'ja';
  const firstName = (
    <Field key="first" label={t('field.firstName')} required error={errors.firstName}>
      {(props) => (
        <input
          {...props}
          value={shipping.firstName}
          onChange={(e) => setShip('firstName')(e.target.value)}
          autoComplete="shipping given-name"
        />
      )}
    </Field>
  );
  const lastName = (
    <Field key="last" label={t('field.lastName')} required error={errors.lastName}>
      {(props) => (
        <input
          {...props}
          value={shipping.lastName}
          onChange={(e) => setShip('lastName')(e.target.value)}
          autoComplete="shipping family-name"
        />
      )}
    </Field>
  );
  return (
    <fieldset className={form.card}>
      <legend className={form.legend}>{t('checkout.shipping')}</legend>
      <div className={form.grid}>
        {saved}
        {familyFirst ? [lastName, firstName] : [firstName, lastName]}
        <Field label={t('field.email')} required error={errors.email}>
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
        <Field
          label={bangladesh ? t('field.mobile') : t('field.phone')}
          required={bangladesh}
          error={errors.phone}
        >
          {(props) => (
            <input
              {...props}
              type="tel"
              value={shipping.phone}
              onChange={(e) => setShip('phone')(e.target.value)}
              autoComplete="shipping tel"
              inputMode="tel"
              placeholder={bangladesh ? '01XXXXXXXXX' : undefined}
            />
          )}
        </Field>
        <Field label={t('field.country')} required error={errors.country}>
          {(props) => (
            <select
              {...props}
              value={shipping.country}
              onChange={(e) => setCountry(e.target.value)}
              autoComplete="shipping country-name"
            >
              {!countries.includes(shipping.country) && (
                <option value={shipping.country}>{countryName(cart.t, shipping.country)}</option>
              )}
              {countries.map((name) => (
                <option key={name} value={name}>
                  {countryName(cart.t, name)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {bangladesh ? (
          <BangladeshFields
            shipping={shipping}
            errors={errors}
            areas={areas}
            setShip={setShip}
            setArea={setArea}
          />
        ) : shipping.country === 'Japan' ? (
          <JapanFields
            shipping={shipping}
            errors={errors}
            quote={quote}
            postcodeNote={postcodeNote}
            setShip={setShip}
            setPostcode={setPostcode}
          />
        ) : (
          <>
            <Field label={t('field.address')} required wide error={errors.address}>
              {(props) => (
                <input
                  {...props}
                  value={shipping.address}
                  onChange={(e) => setShip('address')(e.target.value)}
                  autoComplete="shipping street-address"
                />
              )}
            </Field>
            <Field label={t('field.state')} required error={errors.state}>
              {(props) => (
                <input
                  {...props}
                  value={shipping.state}
                  onChange={(e) => setShip('state')(e.target.value)}
                  autoComplete="shipping address-level1"
                />
              )}
            </Field>
            <Field label={t('field.city')} required error={errors.city}>
              {(props) => (
                <input
                  {...props}
                  value={shipping.city}
                  onChange={(e) => setShip('city')(e.target.value)}
                  autoComplete="shipping address-level2"
                />
              )}
            </Field>
            <Field label={t('field.postcode')} required error={errors.zipCode}>
              {(props) => (
                <input
                  {...props}
                  value={shipping.zipCode}
                  onChange={(e) => setShip('zipCode')(e.target.value)}
                  autoComplete="shipping postal-code"
                  inputMode={shipping.country === 'United States' ? 'numeric' : 'text'}
                />
              )}
            </Field>
          </>
        )}
        {children}
      </div>
    </fieldset>
  );
}
