import type { ShippingForm } from './checkout-fields';

// What /checkout keeps for the tab's session (sessionStorage: gone when the tab closes,
// never shared with another tab): the shipping details typed so far, so a reload loses
// nothing, and the order just placed, so its success screen survives a reload. Card
// details are never kept anywhere (docs/product.md D8); a guest's order token is kept
// here, not in the address, where it would reach history, logs and Referer headers.

export const DRAFT_KEY = 'circuithaat.checkout.draft';
export const PLACED_KEY = 'circuithaat.checkout.placed';

const SHIPPING_KEYS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'division',
  'district',
  'upazila',
  'town',
  'method',
  'date',
  'slot',
] as const satisfies readonly (keyof ShippingForm)[];

export interface PlacedOrder {
  orderId: string;
  email: string;
  /** A guest's order token, for the link to the order page. */
  accessToken?: string;
  /** Cash on delivery: what the courier collects, as shown ('৳1,234'). */
  toCollect?: string;
}

function read(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Blocked or full storage: the page works, only a reload forgets.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The shipping fields of the draft; anything else stored under the key is ignored. */
export function readDraft(): Partial<ShippingForm> {
  const stored = read(DRAFT_KEY);
  if (!isRecord(stored)) return {};
  const draft: Partial<ShippingForm> = {};
  for (const key of SHIPPING_KEYS) {
    const value = stored[key];
    if (typeof value === 'string') draft[key] = value;
  }
  return draft;
}

/** Only the shipping fields are written, whatever object is passed. */
export function saveDraft(shipping: ShippingForm) {
  const draft: Partial<ShippingForm> = {};
  for (const key of SHIPPING_KEYS) draft[key] = shipping[key];
  write(DRAFT_KEY, draft);
}

export function clearDraft() {
  write(DRAFT_KEY, null);
}

export function rememberPlaced(placed: PlacedOrder) {
  write(PLACED_KEY, placed);
}

/** The order this tab placed with that id, if it did. */
export function readPlaced(orderId: string): PlacedOrder | null {
  const stored = read(PLACED_KEY);
  if (!isRecord(stored) || stored.orderId !== orderId || typeof stored.email !== 'string') {
    return null;
  }
  return {
    orderId,
    email: stored.email,
    ...(typeof stored.accessToken === 'string' ? { accessToken: stored.accessToken } : {}),
    ...(typeof stored.toCollect === 'string' ? { toCollect: stored.toCollect } : {}),
  };
}
