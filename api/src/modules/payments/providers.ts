import { bkashConfigured, stripeConfigured, type Config } from '../../config';
import { createBkashProvider } from './bkash/bkash-provider';
import type { PaymentMethod, PaymentProvider, ProviderName } from './payment-provider';
import { createStripeProvider } from './stripe/stripe-provider';

// The providers whose payments finish away from our API (payment-provider.ts), built once
// from the configuration: a method is offered only when its provider is registered here.
// Tests inject their own providers (fakes that implement PaymentProvider) instead.

export type ProviderMethod = Exclude<PaymentMethod, 'cod'>;

export interface PaymentProviders {
  /** The provider that serves `method`, if any is configured. */
  forMethod(method: ProviderMethod): PaymentProvider | undefined;
  /** The provider of an order, by the name stored on it. */
  byName(name: string | null): PaymentProvider | undefined;
  readonly all: readonly PaymentProvider[];
}

/**
 * The configured providers, or exactly `injected` when given (tests). With neither
 * Stripe nor bKash configured the registry is empty and cards go to the test gateway.
 */
export function createPaymentProviders(
  config: Config,
  injected?: readonly PaymentProvider[],
): PaymentProviders {
  const providers: PaymentProvider[] = [];
  if (injected !== undefined) {
    providers.push(...injected);
  } else {
    if (stripeConfigured(config)) {
      providers.push(
        createStripeProvider({
          STRIPE_SECRET_KEY: config.STRIPE_SECRET_KEY!,
          STRIPE_PUBLISHABLE_KEY: config.STRIPE_PUBLISHABLE_KEY!,
          STRIPE_WEBHOOK_SECRET: config.STRIPE_WEBHOOK_SECRET!,
          STRIPE_API_URL: config.STRIPE_API_URL,
          KONBINI_EXPIRES_DAYS: config.KONBINI_EXPIRES_DAYS,
        }),
      );
    }
    if (bkashConfigured(config)) {
      providers.push(
        createBkashProvider({
          baseUrl: config.BKASH_BASE_URL,
          appKey: config.BKASH_APP_KEY!,
          appSecret: config.BKASH_APP_SECRET!,
          username: config.BKASH_USERNAME!,
          password: config.BKASH_PASSWORD!,
        }),
      );
    }
  }
  return registryOf(providers);
}

function registryOf(providers: readonly PaymentProvider[]): PaymentProviders {
  const byMethod = new Map<ProviderMethod, PaymentProvider>();
  const byName = new Map<ProviderName, PaymentProvider>();
  for (const provider of providers) {
    // The first provider of a method serves it.
    for (const method of provider.methods)
      if (!byMethod.has(method)) byMethod.set(method, provider);
    byName.set(provider.name, provider);
  }
  return {
    forMethod: (method) => byMethod.get(method),
    byName: (name) => (name === null ? undefined : byName.get(name as ProviderName)),
    all: providers,
  };
}
