import { Fragment } from 'react';
import { formatDate, formatNumber, useMessages, type Order } from '@shop/shared';
import { japaneseAddressLines, japaneseName } from '../../lib/address';
import { placeLabel } from '../../lib/bangladesh-areas';
import { countryName } from '../../lib/shop-config';
import { say } from '../../lib/say';
import { slotLabel } from '../../lib/delivery-slots';
import { cartMessages } from '../../messages/catalogs';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import { prefectureMessages } from '../../messages/prefectures/catalogs';
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

function longDay(isoDay: string, locale: Parameters<typeof formatDate>[1]): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return formatDate(date, locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The address as the country writes it, with the area, mobile and delivery asked for. */
export function OrderDelivery({ order }: { order: OrderDeliveryFacts }) {
  const { t, locale } = useMessages(checkoutMessages);
  const cart = useMessages(cartMessages);
  const prefectures = useMessages(prefectureMessages);
  const { shipping, area, delivery } = order;
  const pickup = delivery?.method === 'pickup';
  const bangladesh = order.countryCode === 'BD' || shipping.country === 'Bangladesh';
  const japan = order.countryCode === 'JP' || shipping.country === 'Japan';
  const areaLine = area
    ? [area.upazila, area.district, area.division]
        .filter((place): place is Place => place !== null)
        .map((place) => placeLabel(place, locale))
        .join(', ')
    : '';
  const country = countryName(cart.t, shipping.country);
  return (
    <div data-testid="order-address">
      {japan && locale === 'ja' && !pickup ? (
        // A Japanese address as Japan writes it: 〒, prefecture, city, town, street, then the name.
        <p lang="ja">
          {japaneseAddressLines(shipping, prefectures).map((line) => (
            <Fragment key={line}>
              {line}
              <br />
            </Fragment>
          ))}
          {japaneseName(shipping.firstName, shipping.lastName)}
        </p>
      ) : (
        <p>
          {shipping.firstName} {shipping.lastName}
          <br />
          {pickup ? (
            t('order.pickupAddress')
          ) : japan ? (
            <>
              〒{shipping.zipCode} {say(prefectures, shipping.state)} {shipping.city}{' '}
              {shipping.town ?? ''} {shipping.address}, {country}
            </>
          ) : bangladesh ? (
            <>
              {shipping.address}
              {areaLine ? `, ${areaLine}` : ''}
              {shipping.zipCode ? ` ${shipping.zipCode}` : ''}, {country}
            </>
          ) : (
            <>
              {shipping.address}, {shipping.city} {shipping.zipCode}
              {shipping.state ? `, ${shipping.state}` : ''}, {country}
            </>
          )}
        </p>
      )}
      <dl className={view.totals}>
        {bangladesh && area && !pickup && (
          <>
            <dt>{t('order.area')}</dt>
            <dd data-testid="order-area">{areaLine}</dd>
          </>
        )}
        {bangladesh && shipping.phone && (
          <>
            <dt>{t('order.mobile')}</dt>
            <dd data-testid="order-mobile">{shipping.phone}</dd>
          </>
        )}
        {pickup && (
          <>
            <dt>{t('delivery.legend')}</dt>
            <dd data-testid="order-pickup">{t('order.pickup')}</dd>
          </>
        )}
        {japan && delivery?.requestedDate && (
          <>
            <dt>{t('field.deliveryDate')}</dt>
            <dd data-testid="order-delivery-date">{longDay(delivery.requestedDate, locale)}</dd>
          </>
        )}
        {japan && delivery?.slot && (
          <>
            <dt>{t('field.slot')}</dt>
            <dd data-testid="order-delivery-slot">
              {slotLabel(t, { id: delivery.slot, label: delivery.slotLabel })}
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
  const { t, locale } = useMessages(checkoutMessages);
  const taxes = order.taxIncluded ?? [];
  return (
    <>
      {taxes.map((tax) => (
        <Fragment key={tax.rate}>
          <dt className={view.muted}>
            {t('order.taxIncluded', { rate: formatNumber(tax.rate, locale) })}
          </dt>
          <dd className={view.muted} data-testid="order-tax">
            {money(tax.amount)}
          </dd>
        </Fragment>
      ))}
    </>
  );
}
