import { z } from 'zod/mini';
import { LOCALES, type Locale } from '../contracts/locales';
import type { CurrencyCode } from '../types/domain';
import { currencySchema } from './schemas';
import { stateTopic } from './topic';

// Owner: the shell (header currency switch).

export interface CurrencyState {
  currency: CurrencyCode;
  /** Yen per taka, published by the API's configuration. */
  rate: number;
}

export const DEFAULT_JPY_PER_BDT = 1.25;

export const shopCurrency = stateTopic<CurrencyState>(
  'shop:currency',
  z.object({ currency: currencySchema, rate: z.number().check(z.positive()) }),
  { currency: 'BDT', rate: DEFAULT_JPY_PER_BDT },
);

// Owner: the shell (the address's language prefix and the header's language switch).

export interface LocaleState {
  locale: Locale;
}

/** The language the page speaks; every remote renders its own messages in it. */
export const shopLocale = stateTopic<LocaleState>(
  'shop:locale',
  z.object({ locale: z.enum(LOCALES) }),
  { locale: 'en' },
);
