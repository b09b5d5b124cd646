import {
  districtsOf,
  placeLabel,
  upazilasOf,
  type AreaChoice,
  type BdAreas,
  type BdPlace,
} from '../../lib/bangladesh-areas';
import type { FieldErrors, ShippingForm } from './checkout-fields';
import { Field } from './field';
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
              {placeLabel(place)}
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
  return (
    <>
      <fieldset className={`${form.choices} ${form.wide}`}>
        <legend>Delivery</legend>
        <label className={form.choice}>
          <input
            type="radio"
            name="delivery-method"
            value="ship"
            checked={!pickup}
            onChange={() => setShip('method')('ship')}
          />
          Courier to my address
        </label>
        <label className={form.choice}>
          <input
            type="radio"
            name="delivery-method"
            value="pickup"
            checked={pickup}
            onChange={() => setShip('method')('pickup')}
          />
          Pick up at the Dhaka showroom (free, ready the next shipping day)
        </label>
      </fieldset>
      {!pickup && (
        <>
          <AreaSelect
            label="Division"
            value={shipping.division}
            places={
              loaded ? [...loaded.divisions].sort((a, b) => a.name.localeCompare(b.name)) : []
            }
            empty={areas === 'error' ? 'Could not load the divisions' : 'Choose a division'}
            error={errors.division}
            onChange={setArea('division')}
          />
          <AreaSelect
            label="District"
            value={shipping.district}
            places={loaded ? districtsOf(loaded, shipping.division) : []}
            empty="Choose a district"
            error={errors.district}
            onChange={setArea('district')}
          />
          <AreaSelect
            label="Upazila / Thana"
            value={shipping.upazila}
            places={loaded ? upazilasOf(loaded, shipping.district) : []}
            empty="Choose an upazila or thana"
            error={errors.upazila}
            onChange={setArea('upazila')}
          />
          <Field label="Postcode (optional)" error={errors.zipCode}>
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
          <Field label="Address" required wide error={errors.address}>
            {(props) => (
              <input
                {...props}
                value={shipping.address}
                onChange={(e) => setShip('address')(e.target.value)}
                autoComplete="shipping street-address"
                placeholder="House, road, area"
              />
            )}
          </Field>
        </>
      )}
    </>
  );
}
