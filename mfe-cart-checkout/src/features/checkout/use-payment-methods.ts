import { useEffect, useState } from 'react';
import type { CurrencyCode, PaymentMethodOption } from '@shop/shared';
import { getPaymentMethods } from './get-payment-methods';
import { CARD_ONLY, COUNTRY_CODES, offeredMethods } from './payment-methods';

/**
 * The ways to pay for the country the order goes to, asked again when the country or the
 * currency changes. Until the answer, and when the request fails, the card alone.
 */
export function usePaymentMethods(
  country: string,
  currency: CurrencyCode,
): readonly PaymentMethodOption[] {
  const code = COUNTRY_CODES[country];
  const [answer, setAnswer] = useState<{ key: string; methods: PaymentMethodOption[] } | null>(
    null,
  );
  const key = `${code ?? ''}/${currency}`;

  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    getPaymentMethods(code, currency, controller.signal).then(
      (methods) => setAnswer({ key, methods: offeredMethods(methods) }),
      () => {
        if (!controller.signal.aborted) setAnswer({ key, methods: [...CARD_ONLY] });
      },
    );
    return () => controller.abort();
  }, [code, currency, key]);

  return answer?.key === key ? answer.methods : CARD_ONLY;
}
