import type { PaymentMethodId, PaymentMethodOption } from '@shop/shared';

// The ways to pay the checkout offers (decision 21), from GET /payments/methods for the
// country the order goes to. Without an answer the card alone is offered, paid through the
// test gateway's card fields, as before there were other ways.

/** The API's country codes for the shipping countries the checkout offers. */
export const COUNTRY_CODES: Record<string, string> = {
  Bangladesh: 'BD',
  Japan: 'JP',
  'United States': 'US',
  Canada: 'CA',
  'United Kingdom': 'GB',
};

export const CARD_ONLY: readonly PaymentMethodOption[] = [
  { id: 'card', provider: 'test', fee: 0, feeInCurrency: 0, maxTotal: null },
];

export const METHOD_LABELS: Record<PaymentMethodId, string> = {
  card: 'Card',
  cod: 'Cash on delivery',
  bkash: 'bKash',
  konbini: 'Konbini (convenience store)',
};

export const BKASH_NOTE = 'You will approve the payment in bKash';
export const KONBINI_NOTE = 'Pay at FamilyMart, Lawson, Ministop or Seicomart within 3 days';
export const COD_NOTE = 'Pay the courier in cash when the order arrives.';

const KNOWN = new Set<string>(['card', 'cod', 'bkash', 'konbini']);

/** The methods of an answer the checkout knows, in the API's order; the card is never missing. */
export function offeredMethods(answer: readonly PaymentMethodOption[]): PaymentMethodOption[] {
  const known = answer.filter((method) => KNOWN.has(method.id));
  return known.some((method) => method.id === 'card') ? known : [...CARD_ONLY, ...known];
}

/** The test gateway's card is typed into our own fields; Stripe's into its card element. */
export function usesCardFields(method: PaymentMethodOption | undefined): boolean {
  return method?.id === 'card' && method.provider !== 'stripe';
}

/**
 * Why a method cannot take this order (cash on delivery above its limit), or null.
 * `totalTaka` is the order's total before any payment fee; the method's own fee counts.
 */
export function unavailableReason(
  method: PaymentMethodOption,
  totalTaka: number | null,
  money: (taka: number) => string,
): string | null {
  if (method.maxTotal === null || totalTaka === null) return null;
  if (totalTaka + method.fee <= method.maxTotal) return null;
  return `Not available for orders over ${money(method.maxTotal)}`;
}

/**
 * The method the shopper chose if it is offered and can take the order, else the card
 * (always offered, never limited).
 */
export function chosenMethod(
  methods: readonly PaymentMethodOption[],
  wanted: PaymentMethodId,
  totalTaka: number | null,
): PaymentMethodOption {
  const never = () => '';
  const fit = methods.find(
    (method) => method.id === wanted && unavailableReason(method, totalTaka, never) === null,
  );
  return fit ?? methods.find((method) => method.id === 'card') ?? CARD_ONLY[0]!;
}
