import { useMessages } from '@shop/shared';
import { formatDeliveryDay, type ShippingQuote } from '../../lib/shipping-quote';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import { SLOTS, slotLabel } from '../../lib/delivery-slots';
import type { FieldErrors, ShippingForm } from './checkout-fields';
import { Field } from './field';
import { PrefectureField } from './prefecture-field';

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
  const { t, locale } = useMessages(checkoutMessages);
  const day = (iso: string) => formatDeliveryDay(iso, locale);
  const dates = quote?.deliveryDates ?? [];
  const offered = quote?.deliverySlots?.length ? quote.deliverySlots : SLOTS;
  // 'No preference' first, as the shopper's default.
  const slots = [
    ...offered.filter((slot) => slot.id === 'any'),
    ...offered.filter((slot) => slot.id !== 'any'),
  ];
  return (
    <>
      <Field label={t('field.postcode')} required error={errors.zipCode} note={postcodeNote}>
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
      <Field label={t('field.town')} error={errors.town}>
        {(props) => (
          <input
            {...props}
            value={shipping.town}
            onChange={(e) => setShip('town')(e.target.value)}
            autoComplete="shipping address-level3"
          />
        )}
      </Field>
      <Field label={t('field.addressJapan')} required wide error={errors.address}>
        {(props) => (
          <input
            {...props}
            value={shipping.address}
            onChange={(e) => setShip('address')(e.target.value)}
            autoComplete="shipping street-address"
            placeholder={t('field.addressJapanHint')}
          />
        )}
      </Field>
      <Field label={t('field.deliveryDate')} error={errors.date}>
        {(props) => (
          <select
            {...props}
            value={shipping.date}
            onChange={(e) => setShip('date')(e.target.value)}
          >
            <option value="">
              {quote
                ? t('delivery.earliestOn', { day: day(quote.deliveryDate) })
                : t('delivery.earliest')}
            </option>
            {shipping.date !== '' && !dates.includes(shipping.date) && (
              <option value={shipping.date}>{day(shipping.date)}</option>
            )}
            {dates.map((date) => (
              <option key={date} value={date}>
                {day(date)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('field.slot')} error={errors.slot}>
        {(props) => (
          <select
            {...props}
            value={shipping.slot || 'any'}
            onChange={(e) => setShip('slot')(e.target.value)}
          >
            {slots.map((slot) => (
              <option key={slot.id} value={slot.id}>
                {slotLabel(t, slot)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
