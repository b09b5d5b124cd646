import '@shop/shared/src/styles/tokens.css';
import { REMOTE_ROUTES } from '@shop/shared';
import { mountHarness } from '@shop/shared/standalone';
import CartWidget from './widgets/cart-widget';
import { pages } from './routes';

const paths = REMOTE_ROUTES.cart;
mountHarness({
  title: 'Cart and checkout',
  routes: [
    { path: paths.checkout, Page: pages.checkout },
    { path: paths.orders, Page: pages.orders },
    { path: paths.orderDetail, Page: pages.orderDetail, example: '/orders/example' },
    { path: paths.track, Page: pages.track },
  ],
  widgets: <CartWidget />,
});
