import type { ApiCall } from '@shop/shared/testing';

// The API's shipping quote as the cart's tests fake it: the shop's rule with fixed dates.

/** The quote the API would give: Japan, ৳150 below ৳5,000, 3 days to Okinawa, else 2. */
export function quoteFor(call: ApiCall, prices: Record<string, number>) {
  const body = call.body as {
    country: string;
    prefecture?: string;
    items: { productId: string; quantity: number }[];
  };
  const productTotal = body.items.reduce(
    (sum, item) => sum + (prices[item.productId] ?? 0) * item.quantity,
    0,
  );
  const domestic = body.country === 'Japan';
  const days = !domestic ? 7 : body.prefecture === 'Okinawa' ? 3 : 2;
  return {
    status: 200,
    body: {
      country: body.country,
      prefecture: body.prefecture ?? null,
      productTotal,
      fee: !domestic ? 1200 : productTotal >= 5000 ? 0 : 150,
      freeShippingThreshold: 5000,
      amountToFreeShipping: domestic ? Math.max(0, 5000 - productTotal) : null,
      deliveryDays: days,
      shipDate: '2026-11-25',
      deliveryDate: days === 3 ? '2026-11-28' : '2026-11-27',
      currency: 'BDT',
    },
  };
}
