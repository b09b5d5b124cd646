import { lazy } from 'react';
import type { CartPage, PageMap } from '@shop/shared';

export const pages: PageMap<CartPage> = {
  checkout: lazy(() => import('./features/checkout/checkout-page')),
  orders: lazy(() => import('./features/orders/orders-page')),
  orderDetail: lazy(() => import('./features/orders/order-detail-page')),
};
