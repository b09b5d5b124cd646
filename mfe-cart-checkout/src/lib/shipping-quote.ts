import { useEffect, useState } from 'react';
import { api, formatDate, type CartItem, type Locale, type Translator } from '@shop/shared';
import { say } from './say';

// The server's shipping quote (docs/product.md D4): the drawer and checkout both show it, so
// they cannot disagree with each other or with the order.

export interface ShippingQuote {
  country: string;
  prefecture: string | null;
  productTotal: number;
  fee: number;
  freeShippingThreshold: number;
  amountToFreeShipping: number | null;
  deliveryDays: number;
  shipDate: string;
  deliveryDate: string;
  countryCode?: string;
  method?: 'ship' | 'pickup';
  area?: QuoteArea | null;
  zone?: 'dhaka-city' | 'outside-dhaka' | null;
  /** Japan: the days a delivery may be asked for. */
  deliveryDates?: string[];
  deliverySlots?: DeliverySlot[];
}

export interface QuotePlace {
  id: string;
  name: string;
  bn: string;
}

export interface QuoteArea {
  division: QuotePlace | null;
  district: QuotePlace | null;
  upazila: QuotePlace | null;
  dhakaCity?: boolean;
}

export interface DeliverySlot {
  id: string;
  label: string;
  labelJa?: string;
}

export interface QuoteRequest {
  country: string;
  prefecture?: string | null;
  division?: string | null;
  district?: string | null;
  upazila?: string | null;
  method?: 'ship' | 'pickup' | null;
}

/** The body of POST /shipping/quote: only the fields the country uses and that are set. */
export function quoteBody(items: readonly CartItem[], where: QuoteRequest) {
  const bangladesh = where.country === 'Bangladesh';
  const pickup = bangladesh && where.method === 'pickup';
  return {
    country: where.country,
    ...(where.country === 'Japan' && where.prefecture ? { prefecture: where.prefecture } : {}),
    ...(bangladesh && !pickup && where.division ? { division: where.division } : {}),
    ...(bangladesh && !pickup && where.district ? { district: where.district } : {}),
    ...(bangladesh && !pickup && where.upazila ? { upazila: where.upazila } : {}),
    ...(pickup ? { method: 'pickup' } : {}),
    items: items.map((item) => ({ productId: item.product.id, quantity: item.quantity })),
  };
}

export function fetchQuote(
  items: readonly CartItem[],
  where: QuoteRequest,
): Promise<ShippingQuote> {
  return api.post<ShippingQuote>('/api/v1/shipping/quote', quoteBody(items, where));
}

export type QuoteState =
  | { state: 'idle' }
  | { state: 'loading'; last?: ShippingQuote }
  | { state: 'error' }
  | { state: 'ready'; quote: ShippingQuote };

/** The quote for these lines and this destination, fetched again when either changes. */
export function useShippingQuote(items: readonly CartItem[], where: QuoteRequest): QuoteState {
  const [quote, setQuote] = useState<QuoteState>({ state: 'idle' });
  const key = JSON.stringify([
    items.map((item) => [item.product.id, item.quantity]),
    quoteBody([], where),
  ]);
  useEffect(() => {
    if (items.length === 0) {
      setQuote({ state: 'idle' });
      return undefined;
    }
    let live = true;
    setQuote((previous) =>
      previous.state === 'ready'
        ? { state: 'loading', last: previous.quote }
        : { state: 'loading' },
    );
    fetchQuote(items, where).then(
      (answer) => live && setQuote({ state: 'ready', quote: answer }),
      () => live && setQuote({ state: 'error' }),
    );
    return () => {
      live = false;
    };
    // The key stands for items and destination; they are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return quote;
}

/** The figures to show: the fresh quote, or the last one while a new one loads. */
export function shownQuote(quote: QuoteState): ShippingQuote | null {
  if (quote.state === 'ready') return quote.quote;
  if (quote.state === 'loading') return quote.last ?? null;
  return null;
}

/** '2026-11-28' as 'Sat, Nov 28' / '11月28日(土)' / 'শনি, ২৮ নভে' (a Tokyo calendar day; shown as such everywhere). */
export function formatDeliveryDay(isoDay: string, locale: Locale = 'en'): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  // formatDate keeps one format per locale, made on first use: the cart badge loads this
  // module on every page, and building a date format costs a phone's main thread.
  return formatDate(date, locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Where a quote goes, as the summary names it: the prefecture, the area, or the showroom. */
export function quotePlace(
  quote: ShippingQuote,
  locale: Locale = 'en',
  t?: (id: string, values?: Record<string, unknown>) => string,
  prefectures?: Translator,
): string | null {
  if (quote.method === 'pickup') return t ? t('place.showroom') : 'Dhaka showroom';
  if (quote.prefecture) return prefectures ? say(prefectures, quote.prefecture) : quote.prefecture;
  const area = quote.area;
  const name = (place: QuotePlace) => (locale === 'bn' && place.bn ? place.bn : place.name);
  if (area?.upazila && area.district) return `${name(area.upazila)}, ${name(area.district)}`;
  if (area?.district) return name(area.district);
  return null;
}
