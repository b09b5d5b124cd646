import { formatDeliveryDay, type ShippingQuote } from '../../lib/shipping-quote';
import type { FieldErrors, ShippingForm } from './checkout-fields';
import { Field } from './field';
import { PrefectureField } from './prefecture-field';

/** The slots Japanese couriers offer, when the quote does not list them yet. */
const SLOTS = [
  { id: 'any', label: 'No preference' },
  { id: 'morning', label: 'Morning (until 12:00)' },
  { id: '14-16', label: '14:00-16:00' },
  { id: '16-18', label: '16:00-18:00' },
  { id: '18-20', label: '18:00-20:00' },
  { id: '19-21', label: '19:00-21:00' },
];

/** Japan, postcode first: it fills prefecture, city and town; then a delivery day and slot. */
export function JapanFields({
  shipping,
  errors,
  quote,
  postcodeNote,
  setShip,
  setPostcode,
}: {
  shipping: ShippingForm;
  errors: FieldErrors;
  quote: ShippingQuote | null;
  postcodeNote: string | null;
  setShip: (field: keyof ShippingForm) => (value: string) => void;
  setPostcode: (value: string) => void;
}) {
  const dates = quote?.deliveryDates ?? [];
  const offered = quote?.deliverySlots?.length ? quote.deliverySlots : SLOTS;
  // 'No preference' first, as the shopper's default.
  const slots = [
    ...offered.filter((slot) => slot.id === 'any'),
    ...offered.filter((slot) => slot.id !== 'any'),
  ];
  return (
    <>
      <Field label="Postcode" required error={errors.zipCode} note={postcodeNote}>
        {(props) => (
          <input
            {...props}
            value={shipping.zipCode}
            onChange={(e) => setPostcode(e.target.value)}
            autoComplete="shipping postal-code"
            inputMode="numeric"
            placeholder="NNN-NNNN"
          />
        )}
      </Field>
      <PrefectureField value={shipping.state} onChange={setShip('state')} error={errors.state} />
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
      <Field label="Town" error={errors.town}>
        {(props) => (
          <input
            {...props}
            value={shipping.town}
            onChange={(e) => setShip('town')(e.target.value)}
            autoComplete="shipping address-level3"
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
            placeholder="Block, building, room"
          />
        )}
      </Field>
      <Field label="Delivery date" error={errors.date}>
        {(props) => (
          <select
            {...props}
            value={shipping.date}
            onChange={(e) => setShip('date')(e.target.value)}
          >
            <option value="">
              {quote ? `Earliest (${formatDeliveryDay(quote.deliveryDate)})` : 'Earliest'}
            </option>
            {shipping.date !== '' && !dates.includes(shipping.date) && (
              <option value={shipping.date}>{formatDeliveryDay(shipping.date)}</option>
            )}
            {dates.map((day) => (
              <option key={day} value={day}>
                {formatDeliveryDay(day)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Time slot" error={errors.slot}>
        {(props) => (
          <select
            {...props}
            value={shipping.slot || 'any'}
            onChange={(e) => setShip('slot')(e.target.value)}
          >
            {slots.map((slot) => (
              <option key={slot.id} value={slot.id}>
                {slot.id === 'any' ? 'No preference' : slot.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
