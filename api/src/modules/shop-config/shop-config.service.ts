import type { Config } from '../../config';
import { isTestGateway } from '../payments/create-payment-gateway';
import { SHIPPING_COUNTRIES } from '../shipping/countries';
import { DELIVERY_DAYS, INTERNATIONAL_DELIVERY_DAYS, PREFECTURES } from '../shipping/prefectures';
import { SHOP_TIME_ZONE } from '../shipping/ship-dates';
import type { ShopConfig } from './shop-config.schemas';

/** What every screen needs to show prices and shipping the way the server computes them. */
export function shopConfig(config: Config): ShopConfig {
  return {
    currencies: ['BDT', 'JPY'],
    jpyPerBdt: config.JPY_PER_BDT,
    shipping: {
      freeShippingThreshold: config.FREE_SHIPPING_THRESHOLD,
      domesticFee: config.DOMESTIC_SHIPPING_FEE,
      internationalFee: config.INTERNATIONAL_SHIPPING_FEE,
      countries: [...SHIPPING_COUNTRIES],
    },
    prefectures: [...PREFECTURES],
    deliveryDays: { ...DELIVERY_DAYS },
    internationalDeliveryDays: INTERNATIONAL_DELIVERY_DAYS,
    cutoffHour: config.CUTOFF_HOUR,
    timeZone: SHOP_TIME_ZONE,
    payments: { gateway: config.PAYMENT_GATEWAY, testMode: isTestGateway(config) },
  };
}
