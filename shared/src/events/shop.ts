import { z } from 'zod/mini';
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
