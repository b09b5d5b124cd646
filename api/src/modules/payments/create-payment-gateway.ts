import type { Config, PaymentGatewayName } from '../../config';
import type { PaymentGateway } from './payment-gateway';
import { TestPaymentGateway } from './test-payment-gateway';

// One entry per adapter: a real provider is one file implementing PaymentGateway and
// one line here (plus its name in PAYMENT_GATEWAYS).
const ADAPTERS: Record<PaymentGatewayName, (config: Config) => PaymentGateway> = {
  test: () => new TestPaymentGateway(),
};

export function createPaymentGateway(config: Config): PaymentGateway {
  return ADAPTERS[config.PAYMENT_GATEWAY](config);
}

/** True when no money really moves: shown on /config and at start-up. */
export function isTestGateway(config: Pick<Config, 'PAYMENT_GATEWAY'>): boolean {
  return config.PAYMENT_GATEWAY === 'test';
}
