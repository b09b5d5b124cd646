import { useLocale, useMessages } from '@shop/shared';
import {
  districtsOf,
  placeLabel,
  sortPlaces,
  upazilasOf,
  type AreaChoice,
  type BdAreas,
  type BdPlace,
} from '../../lib/bangladesh-areas';
import type { FieldErrors, ShippingForm } from './checkout-fields';
import { Field } from './field';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import form from './checkout.module.css';

function AreaSelect({
  label,
  value,
  places,
  empty,
  error,
  onChange,
}: {
  label: string;
  value: string;
  places: readonly BdPlace[];
  empty: string;
  error?: string | undefined;
  onChange: (id: string) => void;
}) {
  const locale = useLocale();
  return (
    <Field label={label} required error={error}>
      {(props) => (
        <select
          {...props}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={places.length === 0}
        >
          <option value="">{empty}</option>
          {places.map((place) => (
            <option key={place.id} value={place.id}>
              {placeLabel(place, locale)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Bangladesh: courier or showroom pickup; division -> district -> upazila, street, postcode. */
export function BangladeshFields({
  shipping,
  errors,
  areas,
  setShip,
  setArea,
}: {
  shipping: ShippingForm;
  errors: FieldErrors;
  areas: BdAreas | 'loading' | 'error';
  setShip: (field: keyof ShippingForm) => (value: string) => void;
  setArea: (level: keyof AreaChoice) => (id: string) => void;
}) {
  const pickup = shipping.method === 'pickup';
  const loaded = typeof areas === 'object' ? areas : null;
  const { t, locale } = useMessages(checkoutMessages);
  return (
    <>
      <fieldset className={`${form.choices} ${form.wide}`}>
        <legend>{t('delivery.legend')}</legend>
        <label className={form.choice}>
          <input
            type="radio"
            name="delivery-method"
            value="ship"
            checked={!pickup}
            onChange={() => setShip('method')('ship')}
          />
          {t('delivery.courier')}
        </label>
        <label className={form.choice}>
          <input
            type="radio"
            name="delivery-method"
            value="pickup"
            checked={pickup}
            onChange={() => setShip('method')('pickup')}
          />
          {t('delivery.pickup')}
        </label>
      </fieldset>
      {!pickup && (
        <>
          <AreaSelect
            label={t('field.division')}
            value={shipping.division}
            places={loaded ? sortPlaces(loaded.divisions, locale) : []}
            empty={areas === 'error' ? t('area.divisionsFailed') : t('area.chooseDivision')}
            error={errors.division}
            onChange={setArea('division')}
          />
          <AreaSelect
            label={t('field.district')}
            value={shipping.district}
            places={loaded ? sortPlaces(districtsOf(loaded, shipping.division), locale) : []}
            empty={t('area.chooseDistrict')}
            error={errors.district}
            onChange={setArea('district')}
          />
          <AreaSelect
            label={t('field.upazila')}
            value={shipping.upazila}
            places={loaded ? sortPlaces(upazilasOf(loaded, shipping.district), locale) : []}
            empty={t('area.chooseUpazila')}
            error={errors.upazila}
            onChange={setArea('upazila')}
          />
          <Field label={t('field.postcodeOptional')} error={errors.zipCode}>
            {(props) => (
              <input
                {...props}
                value={shipping.zipCode}
                onChange={(e) => setShip('zipCode')(e.target.value)}
                autoComplete="shipping postal-code"
                inputMode="numeric"
                placeholder="1212"
              />
            )}
          </Field>
          <Field label={t('field.address')} required wide error={errors.address}>
            {(props) => (
              <input
                {...props}
                value={shipping.address}
                onChange={(e) => setShip('address')(e.target.value)}
                autoComplete="shipping street-address"
                placeholder={t('field.addressBangladeshHint')}
              />
            )}
          </Field>
        </>
      )}
    </>
  );
}
