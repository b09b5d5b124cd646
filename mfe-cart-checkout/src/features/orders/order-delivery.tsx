import { Fragment } from 'react';
import type { Order } from '@shop/shared';
import view from './orders.module.css';

// What docs/shipping.md adds to an order: Bangladesh's area, the delivery asked for (a
// day and slot in Japan, or the showroom pickup) and the consumption tax a Japanese total
// includes. Older orders have none of them.

interface Place {
  id: string;
  name: string;
  bn?: string;
}

export interface OrderDeliveryFacts {
  countryCode?: string;
  area?: { division: Place | null; district: Place | null; upazila: Place | null } | null;
  delivery?: {
    method?: 'ship' | 'pickup' | 'counter';
    requestedDate?: string | null;
    slot?: string | null;
    slotLabel?: string | null;
  } | null;
  taxIncluded?: { rate: number; amount: number }[];
  shipping: Order['shipping'] & { town?: string };
}

const placeName = (place: Place) => (place.bn ? `${place.name} (${place.bn})` : place.name);

function longDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The address as the country writes it, with the area, mobile and delivery asked for. */
export function OrderDelivery({ order }: { order: OrderDeliveryFacts }) {
  const { shipping, area, delivery } = order;
  const pickup = delivery?.method === 'pickup';
  const bangladesh = order.countryCode === 'BD' || shipping.country === 'Bangladesh';
  const japan = order.countryCode === 'JP' || shipping.country === 'Japan';
  const areaLine = area
    ? [area.upazila, area.district, area.division]
        .filter((place): place is Place => place !== null)
        .map(placeName)
        .join(', ')
    : '';
  return (
    <div data-testid="order-address">
      <p>
        {shipping.firstName} {shipping.lastName}
        <br />
        {pickup ? (
          'Pickup at the Dhaka showroom'
        ) : japan ? (
          <>
            〒{shipping.zipCode} {shipping.state} {shipping.city} {shipping.town ?? ''}{' '}
            {shipping.address}, {shipping.country}
          </>
        ) : bangladesh ? (
          <>
            {shipping.address}
            {areaLine ? `, ${areaLine}` : ''}
            {shipping.zipCode ? ` ${shipping.zipCode}` : ''}, {shipping.country}
          </>
        ) : (
          <>
            {shipping.address}, {shipping.city} {shipping.zipCode}
            {shipping.state ? `, ${shipping.state}` : ''}, {shipping.country}
          </>
        )}
      </p>
      <dl className={view.totals}>
        {bangladesh && area && !pickup && (
          <>
            <dt>Area</dt>
            <dd data-testid="order-area">{areaLine}</dd>
          </>
        )}
        {bangladesh && shipping.phone && (
          <>
            <dt>Mobile</dt>
            <dd data-testid="order-mobile">{shipping.phone}</dd>
          </>
        )}
        {pickup && (
          <>
            <dt>Delivery</dt>
            <dd data-testid="order-pickup">Pickup at the Dhaka showroom (free)</dd>
          </>
        )}
        {japan && delivery?.requestedDate && (
          <>
            <dt>Delivery date</dt>
            <dd data-testid="order-delivery-date">{longDay(delivery.requestedDate)}</dd>
          </>
        )}
        {japan && delivery?.slot && (
          <>
            <dt>Time slot</dt>
            <dd data-testid="order-delivery-slot">
              {delivery.slot === 'any' ? 'No preference' : (delivery.slotLabel ?? delivery.slot)}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}

/** 'Tax included (10%)' and its amount, per rate, for a Japanese order. */
export function TaxIncluded({
  order,
  money,
}: {
  order: OrderDeliveryFacts;
  money: (amount: number) => string;
}) {
  const taxes = order.taxIncluded ?? [];
  return (
    <>
      {taxes.map((tax) => (
        <Fragment key={tax.rate}>
          <dt className={view.muted}>Tax included ({tax.rate}%)</dt>
          <dd className={view.muted} data-testid="order-tax">
            {money(tax.amount)}
          </dd>
        </Fragment>
      ))}
    </>
  );
}
