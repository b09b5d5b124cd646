import type { Config } from '../../config';
import { isTestGateway } from '../payments/create-payment-gateway';
import { BD_MOBILE } from '../shipping/address';
import { BANGLADESH_DELIVERY_DAYS } from '../shipping/bangladesh-areas';
import { COUNTRIES_BY_CURRENCY, COUNTRY_CODES } from '../shipping/countries';
import {
  DHAKA_SHOWROOM,
  JAPAN_CONSUMPTION_TAX_RATE,
  JAPAN_DELIVERY_DATE_SPAN_DAYS,
  JAPAN_DELIVERY_SLOTS,
} from '../shipping/delivery-options';
import { DELIVERY_DAYS, INTERNATIONAL_DELIVERY_DAYS, PREFECTURES } from '../shipping/prefectures';
import { BANGLADESH_TIME_ZONE, SHOP_TIME_ZONE } from '../shipping/ship-dates';
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
      countries: [...COUNTRIES_BY_CURRENCY.BDT],
      countriesByCurrency: {
        BDT: [...COUNTRIES_BY_CURRENCY.BDT],
        JPY: [...COUNTRIES_BY_CURRENCY.JPY],
      },
      countryCodes: { ...COUNTRY_CODES },
      bangladesh: {
        dhakaCityFee: config.BD_DHAKA_CITY_FEE,
        outsideDhakaFee: config.BD_OUTSIDE_DHAKA_FEE,
        cutoffHour: config.BD_CUTOFF_HOUR,
        timeZone: BANGLADESH_TIME_ZONE,
        weeklyHoliday: 'Friday',
        deliveryDays: { ...BANGLADESH_DELIVERY_DAYS },
        pickup: { name: DHAKA_SHOWROOM.name, city: DHAKA_SHOWROOM.city, fee: 0 },
        // Spaces, hyphens, dots and brackets are taken out before it is applied.
        mobilePattern: BD_MOBILE.source,
      },
      japan: {
        deliveryDateSpanDays: JAPAN_DELIVERY_DATE_SPAN_DAYS,
        deliverySlots: JAPAN_DELIVERY_SLOTS.map((slot) => ({ ...slot })),
        consumptionTaxRate: JAPAN_CONSUMPTION_TAX_RATE,
      },
    },
    prefectures: [...PREFECTURES],
    deliveryDays: { ...DELIVERY_DAYS },
    internationalDeliveryDays: INTERNATIONAL_DELIVERY_DAYS,
    cutoffHour: config.CUTOFF_HOUR,
    timeZone: SHOP_TIME_ZONE,
    payments: { gateway: config.PAYMENT_GATEWAY, testMode: isTestGateway(config) },
  };
}
