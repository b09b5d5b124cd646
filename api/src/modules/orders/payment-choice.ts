import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { validateCard } from '../payments/card-validation';
import type { PaymentCard } from '../payments/payment-gateway';
import { METHOD_LABELS, offeredMethods, type MethodCountry } from '../payments/payment-methods';
import type { PaymentMethod, PaymentProvider } from '../payments/payment-provider';
import type { PaymentProviders } from '../payments/providers';
import { COUNTRY_CODES, type ShippingCountry } from '../shipping/countries';
import type { PaymentPlan } from './order-reservation';
import type { OrderRequest } from './orders.schemas';

// Which way an order is paid (docs/payments.md): checked before anything is reserved, so
// a method that is not offered, or card details sent where they must not go, is a 400
// that claims no idempotency key.

export type PaymentChoice =
  /** The card our API charges itself (the test gateway), as before payment methods. */
  | { kind: 'card'; card: PaymentCard; plan: PaymentPlan }
  | { kind: 'cod'; plan: PaymentPlan }
  /** Finished away from our API: bKash, a card through Stripe, konbini. */
  | { kind: 'provider'; provider: PaymentProvider; plan: PaymentPlan };

const CARD_FIELDS = ['cardNumber', 'cardHolder', 'expiryDate', 'cvv'] as const;

export const CARD_FIELDS_TO_STRIPE =
  'Card details are entered in the secure card form and never sent to the shop: send only { "method": "card" }';

const KONBINI_DAY_MS = 24 * 60 * 60_000;
const TOKYO_OFFSET_MS = 9 * 60 * 60_000;

/** The end (23:59:59 in Tokyo) of the voucher's last day, `days` after today in Tokyo. */
export function konbiniDeadline(now: Date, days: number): Date {
  const tokyoDay = Math.floor((now.getTime() + TOKYO_OFFSET_MS) / KONBINI_DAY_MS);
  return new Date((tokyoDay + days + 1) * KONBINI_DAY_MS - TOKYO_OFFSET_MS - 1000);
}

export function choosePayment(
  config: Config,
  providers: PaymentProviders,
  request: Pick<OrderRequest, 'payment' | 'currency'>,
  country: ShippingCountry,
  now: Date,
): PaymentChoice {
  const payment = request.payment;
  const method: PaymentMethod = payment.method ?? 'card';
  const currency = request.currency ?? 'BDT';
  const countryCode = COUNTRY_CODES[country] as MethodCountry;
  const cardFieldsSent = CARD_FIELDS.some((field) => payment[field] !== undefined);

  if (method !== 'card' && cardFieldsSent) {
    throw HttpError.field(
      'payment',
      `Card details are not sent with ${METHOD_LABELS[method]}`,
      'CARD_FIELDS_NOT_ALLOWED',
    );
  }
  const offered = offeredMethods(config, providers, countryCode, currency);
  if (!offered.some((entry) => entry.id === method)) {
    throw HttpError.field(
      'payment.method',
      `${METHOD_LABELS[method]} is not offered for orders to ${country} paid in ${currency}`,
      'PAYMENT_METHOD_UNAVAILABLE',
    );
  }
  const base = { method, country: countryCode };

  if (method === 'cod') {
    return {
      kind: 'cod',
      plan: { ...base, provider: null, status: 'to_be_collected', deadline: null },
    };
  }
  const provider = providers.forMethod(method);
  if (method === 'card' && !provider) {
    const card = validateCard(
      {
        cardNumber: payment.cardNumber ?? '',
        cardHolder: payment.cardHolder ?? '',
        expiryDate: payment.expiryDate ?? '',
        cvv: payment.cvv ?? '',
      },
      now,
    );
    return {
      kind: 'card',
      card,
      plan: { ...base, provider: 'test', status: 'placed', deadline: null },
    };
  }
  // Offered, so its provider is there.
  if (!provider) throw new Error(`no provider for ${method}`);
  if (cardFieldsSent)
    throw HttpError.field('payment', CARD_FIELDS_TO_STRIPE, 'CARD_FIELDS_NOT_ACCEPTED');
  const deadline =
    method === 'konbini'
      ? konbiniDeadline(now, config.KONBINI_EXPIRES_DAYS)
      : new Date(now.getTime() + config.PAYMENT_TIMEOUT_MINUTES * 60_000);
  return {
    kind: 'provider',
    provider,
    plan: { ...base, provider: provider.name, status: 'awaiting_payment', deadline },
  };
}
