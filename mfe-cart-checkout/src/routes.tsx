import { lazy } from 'react';
import type { CartPage, PageMap } from '@shop/shared';

export const pages: PageMap<CartPage> = {
  checkout: lazy(() => import('./pages/checkout-page')),
  orders: lazy(() => import('./pages/orders-page')),
  orderDetail: lazy(() => import('./pages/order-detail-page')),
  track: lazy(() => import('./pages/track-page')),
};
