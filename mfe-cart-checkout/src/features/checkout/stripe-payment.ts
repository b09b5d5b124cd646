import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

// Stripe.js (decision 21): card data typed into Stripe's own element and 3-D Secure run by
// Stripe's script, so no card number reaches our servers on this path. The module and
// Stripe's script are fetched only when a Stripe method is chosen: the checkout's first
// load carries none of it.

const loading = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, loaded once. */
export function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loading.get(publishableKey);
  if (!promise) {
    promise = import(/* webpackChunkName: "stripe-js" */ '@stripe/stripe-js').then(
      ({ loadStripe }) => loadStripe(publishableKey),
    );
    // A failed load (offline, blocked) may be tried again.
    promise.catch(() => loading.delete(publishableKey));
    loading.set(publishableKey, promise);
  }
  return promise;
}

/** The mounted card element and the Stripe instance it belongs to. */
export interface StripeCard {
  stripe: Stripe;
  card: StripeCardElement;
}

export interface Billing {
  name: string;
  email: string;
  phone: string;
}

export type StripeOutcome = { ok: true } | { ok: false; message: string };

export const CARD_NOT_CHARGED =
  'The payment did not go through. Please check the card details and try again, or choose another way to pay.';
export const STRIPE_UNAVAILABLE =
  'The payment service could not be reached. Please try again in a moment.';

/** A decline names its reason in Stripe's words, and says the order waits for another try. */
function declined(message: string | undefined): StripeOutcome {
  return {
    ok: false,
    message: message
      ? `${message} Your order is kept for a while: try again or use another card.`
      : CARD_NOT_CHARGED,
  };
}

/** Confirms the card payment; a 3-D Secure challenge opens inside Stripe.js. */
export async function payByCard(
  { stripe, card }: StripeCard,
  clientSecret: string,
  billing: Billing,
): Promise<StripeOutcome> {
  try {
    const { error } = await stripe.confirmCardPayment(clientSecret, {
      payment_method: { card, billing_details: billing },
    });
    if (!error) return { ok: true };
    // The shopper's own problem (a declined card, a failed 3-D Secure) in Stripe's words;
    // anything else (Stripe or the network) in ours.
    const theirs =
      error.type === 'card_error' ||
      error.type === 'validation_error' ||
      error.code === 'payment_intent_authentication_failure';
    return declined(theirs ? error.message : undefined);
  } catch {
    return { ok: false, message: STRIPE_UNAVAILABLE };
  }
}

/**
 * Makes the konbini voucher. `handleActions: false`: the voucher is shown on our order page
 * (the API reads it from Stripe) instead of Stripe's pop-up.
 */
export async function payAtKonbini(
  publishableKey: string,
  clientSecret: string,
  billing: Billing,
): Promise<StripeOutcome> {
  try {
    const stripe = await loadStripeFor(publishableKey);
    if (!stripe) return { ok: false, message: STRIPE_UNAVAILABLE };
    const { error } = await stripe.confirmKonbiniPayment(
      clientSecret,
      { payment_method: { billing_details: billing } },
      { handleActions: false },
    );
    return error ? { ok: false, message: error.message ?? STRIPE_UNAVAILABLE } : { ok: true };
  } catch {
    return { ok: false, message: STRIPE_UNAVAILABLE };
  }
}
