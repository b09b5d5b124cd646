import { api, type StockAlert } from '@shop/shared';

/**
 * POST /api/v1/stock-alerts: one mail when the product is back. Signed in, the API uses
 * the account's address and `email` may be left out.
 */
export function subscribeStockAlert(body: {
  productId: string;
  email?: string;
}): Promise<StockAlert> {
  return api.post<StockAlert>('/api/v1/stock-alerts', body);
}
