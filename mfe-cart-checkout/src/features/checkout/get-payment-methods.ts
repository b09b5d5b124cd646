import { api, type CurrencyCode, type PaymentMethodOption } from '@shop/shared';

// The ways to pay where the order goes (decision 21; GET /payments/methods, public and
// cached for a minute): the card always, cash on delivery in Bangladesh and Japan, bKash in
// Bangladesh in taka, konbini in Japan.

export async function getPaymentMethods(
  country: string,
  currency: CurrencyCode,
  signal?: AbortSignal,
): Promise<PaymentMethodOption[]> {
  const answer = await api.get<{ methods: PaymentMethodOption[] }>('/api/v1/payments/methods', {
    query: { country, currency },
    ...(signal ? { signal } : {}),
  });
  return Array.isArray(answer?.methods) ? answer.methods : [];
}
