// The carriers staff ship with (docs/after-purchase.md): per market, the tracking
// number's shape as the carrier prints it on its labels, and its public tracking page.
//
// Where the shapes come from (what each carrier shows customers; re-check with the
// carrier's merchant documentation before relying on a new label format):
// - Yamato Transport (TA-Q-BIN): a 12-digit slip number (printed 1234-5678-9012), and its
//   tracking form toi.kuronekoyamato.co.jp takes up to 10 numbers as number01...
// - Sagawa Express: a 12-digit "okurijo" (waybill) number, looked up on k2k.sagawa-exp.co.jp.
// - Japan Post: Yu-Pack and registered domestic items carry 11 to 13 digits (printed in
//   groups of four with hyphens); international items (EMS, registered) the UPU S10 form,
//   two letters, nine digits, two letters (EJ123456789JP).
// - Pathao Courier: the consignment id of the merchant panel, letters and digits
//   (e.g. DL121224VS8TTJ), 8 to 20 characters.
// - Steadfast Courier: the tracking code its API returns, 6 to 12 letters and digits
//   (e.g. 15BAEB8A); public page steadfast.com.bd/t/<code>.
// - RedX: the parcel tracking id, 8 to 20 letters and digits (e.g. 21A427TU4BMS).
// - Sundarban Courier Service: the consignment note (CN) number, 6 to 12 digits.
// Hyphens and spaces as printed are accepted and dropped; letters are upper-cased.

export interface Carrier {
  id: string;
  name: string;
  /** 'JP', 'BD', or 'INTL' for parcels sent abroad. */
  market: 'JP' | 'BD' | 'INTL';
  pattern: RegExp;
  /** What a valid number looks like, for the 400 message. */
  shape: string;
  /** The public tracking page; {n} is the tracking number. */
  urlTemplate: string;
}

export const CARRIERS: readonly Carrier[] = [
  {
    id: 'yamato',
    name: 'Yamato Transport',
    market: 'JP',
    pattern: /^\d{12}$/,
    shape: '12 digits',
    urlTemplate: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01={n}',
  },
  {
    id: 'sagawa',
    name: 'Sagawa Express',
    market: 'JP',
    pattern: /^\d{12}$/,
    shape: '12 digits',
    urlTemplate: 'https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo={n}',
  },
  {
    id: 'japanpost',
    name: 'Japan Post',
    market: 'JP',
    pattern: /^(\d{11,13}|[A-Z]{2}\d{9}[A-Z]{2})$/,
    shape: '11 to 13 digits, or two letters, nine digits and two letters (EJ123456789JP)',
    urlTemplate:
      'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1={n}&searchKind=S002&locale=ja',
  },
  {
    id: 'pathao',
    name: 'Pathao Courier',
    market: 'BD',
    pattern: /^[A-Z0-9]{8,20}$/,
    shape: '8 to 20 letters and digits',
    urlTemplate: 'https://merchant.pathao.com/tracking?consignment_id={n}',
  },
  {
    id: 'steadfast',
    name: 'Steadfast Courier',
    market: 'BD',
    pattern: /^[A-Z0-9]{6,12}$/,
    shape: '6 to 12 letters and digits',
    urlTemplate: 'https://steadfast.com.bd/t/{n}',
  },
  {
    id: 'redx',
    name: 'RedX',
    market: 'BD',
    pattern: /^[A-Z0-9]{8,20}$/,
    shape: '8 to 20 letters and digits',
    urlTemplate: 'https://redx.com.bd/track-parcel/?trackingId={n}',
  },
  {
    id: 'sundarban',
    name: 'Sundarban Courier Service',
    market: 'BD',
    pattern: /^\d{6,12}$/,
    shape: '6 to 12 digits',
    urlTemplate: 'https://tracking.sundarbancourierltd.com/?cn={n}',
  },
  {
    id: 'japanpost-intl',
    name: 'Japan Post (international)',
    market: 'INTL',
    pattern: /^[A-Z]{2}\d{9}[A-Z]{2}$/,
    shape: 'two letters, nine digits and two letters (EJ123456789JP)',
    urlTemplate:
      'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1={n}&searchKind=S002&locale=en',
  },
];

function marketOf(country: string): Carrier['market'] {
  if (country === 'Japan') return 'JP';
  if (country === 'Bangladesh') return 'BD';
  return 'INTL';
}

/** The carriers an order to `country` may be shipped with. */
export function carriersFor(country: string): Carrier[] {
  const market = marketOf(country);
  return CARRIERS.filter((carrier) => carrier.market === market);
}

export function findCarrier(id: string | null | undefined): Carrier | undefined {
  return CARRIERS.find((carrier) => carrier.id === id);
}

/** The number as the carrier keys it: printed hyphens and spaces dropped, letters upper-cased. */
export function normalizeTrackingNumber(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

export type TrackingCheck =
  | { ok: true; carrier: Carrier; trackingNumber: string }
  | { ok: false; code: string; message: string };

/** Checks a carrier chosen for an order to `country` and its tracking number's shape. */
export function checkShipment(
  country: string,
  carrierId: string | undefined,
  rawNumber: string | undefined,
): TrackingCheck {
  const allowed = carriersFor(country);
  if (!carrierId) {
    return {
      ok: false,
      code: 'CARRIER_REQUIRED',
      message: `Choose the carrier: ${allowed.map((c) => c.name).join(', ')}`,
    };
  }
  const carrier = allowed.find((c) => c.id === carrierId);
  if (!carrier) {
    return {
      ok: false,
      code: 'UNKNOWN_CARRIER',
      message: `An order to ${country} ships with ${allowed.map((c) => c.name).join(', ')}`,
    };
  }
  const trackingNumber = normalizeTrackingNumber(rawNumber ?? '');
  if (trackingNumber === '') {
    return {
      ok: false,
      code: 'TRACKING_REQUIRED',
      message: 'A tracking number is required to ship an order',
    };
  }
  if (!carrier.pattern.test(trackingNumber)) {
    return {
      ok: false,
      code: 'INVALID_TRACKING_NUMBER',
      message: `A ${carrier.name} tracking number has ${carrier.shape}`,
    };
  }
  return { ok: true, carrier, trackingNumber };
}

/** The carrier's name and public tracking page for a number, or null when unknown. */
export function trackingUrl(
  carrierId: string | null,
  trackingNumber: string | null,
): { name: string; url: string } | null {
  const carrier = findCarrier(carrierId);
  if (!carrier || !trackingNumber) return null;
  return {
    name: carrier.name,
    url: carrier.urlTemplate.replace('{n}', encodeURIComponent(trackingNumber)),
  };
}
