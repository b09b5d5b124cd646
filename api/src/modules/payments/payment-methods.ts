import type { Config } from '../../config';
import type { PaymentMethod } from './payment-provider';
import type { PaymentProviders } from './providers';

// Which payment methods a shopper is offered (docs/payments.md, decision 21): by the
// country the order goes to, the currency it is paid in and what the shop has configured.
// The checkout shows exactly this list and placing an order checks against it again.

export type MethodCountry = 'BD' | 'JP' | 'US' | 'CA' | 'GB';
export type MethodCurrency = 'BDT' | 'JPY';

export interface OfferedMethod {
  id: PaymentMethod;
  /** 'shop': cash on delivery, collected by our courier. */
  provider: 'test' | 'stripe' | 'bkash' | 'shop';
  /** Whole taka added to the total (cash on delivery in Japan); 0 otherwise. */
  fee: number;
  /** The same fee in the currency asked for. */
  feeInCurrency: number;
  /** Whole taka: the largest total this method takes (cash on delivery); null for no limit. */
  maxTotal: number | null;
  /** Stripe.js's key, for the methods Stripe finishes in the page. */
  publishableKey?: string;
}

/** The cash-on-delivery fee: Japan's, in yen, converted to taka at `rate` and rounded up. */
export function codFee(
  config: Pick<Config, 'COD_FEE_JPY'>,
  country: MethodCountry,
  currency: MethodCurrency,
  rate: number,
): { fee: number; feeInCurrency: number } {
  if (country !== 'JP' || config.COD_FEE_JPY === 0) return { fee: 0, feeInCurrency: 0 };
  const fee = Math.ceil(config.COD_FEE_JPY / rate);
  // A yen shopper pays the yen fee as it is advertised.
  return { fee, feeInCurrency: currency === 'JPY' ? config.COD_FEE_JPY : fee };
}

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  cod: 'Cash on delivery',
  bkash: 'bKash',
  konbini: 'Konbini (convenience store)',
};

export function offeredMethods(
  config: Config,
  providers: PaymentProviders,
  country: MethodCountry,
  currency: MethodCurrency,
): OfferedMethod[] {
  const methods: OfferedMethod[] = [];
  const stripeKey = (name: string) =>
    name === 'stripe' && config.STRIPE_PUBLISHABLE_KEY !== undefined
      ? { publishableKey: config.STRIPE_PUBLISHABLE_KEY }
      : {};

  // A card is always taken: through a card provider when one is configured (Stripe),
  // else by the gateway our API charges itself.
  const cardProvider = providers.forMethod('card');
  methods.push({
    id: 'card',
    provider: cardProvider?.name ?? 'test',
    fee: 0,
    feeInCurrency: 0,
    maxTotal: null,
    ...(cardProvider ? stripeKey(cardProvider.name) : {}),
  });
  if (config.COD_ENABLED && (country === 'BD' || country === 'JP')) {
    methods.push({
      id: 'cod',
      provider: 'shop',
      ...codFee(config, country, currency, config.JPY_PER_BDT),
      maxTotal: config.COD_MAX_TOTAL_BDT,
    });
  }
  const bkash = providers.forMethod('bkash');
  if (bkash && country === 'BD' && currency === 'BDT') {
    methods.push({ id: 'bkash', provider: 'bkash', fee: 0, feeInCurrency: 0, maxTotal: null });
  }
  // Convenience stores take yen only.
  const konbini = providers.forMethod('konbini');
  if (konbini && country === 'JP' && currency === 'JPY') {
    methods.push({
      id: 'konbini',
      provider: konbini.name,
      fee: 0,
      feeInCurrency: 0,
      maxTotal: null,
      ...stripeKey(konbini.name),
    });
  }
  return methods;
}
