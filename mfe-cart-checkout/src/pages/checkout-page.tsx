import { useMessages, usePageMeta } from '@shop/shared';
import { checkoutMessages } from '../messages/checkout/catalogs';
import { CouponForm } from '../features/cart/coupon-form';
import { OrderSummary } from '../features/cart/order-summary';
import { CheckoutForm } from '../features/checkout/checkout-form';
import { EmptyCheckout } from '../features/checkout/empty-checkout';
import { OrderPlaced } from '../features/checkout/order-placed';
import { useCheckout } from '../features/checkout/use-checkout';

/** /checkout: the form with the cart's coupon box and figures, then the order placed. */
export default function CheckoutPage() {
  const { t } = useMessages(checkoutMessages);
  usePageMeta(t('checkout.title'));
  const checkout = useCheckout();
  if (checkout.placed) return <OrderPlaced placed={checkout.placed} />;
  if (checkout.cart.count === 0) return <EmptyCheckout />;
  return (
    <CheckoutForm checkout={checkout}>
      <CouponForm money={checkout.money} />
      <OrderSummary
        items={checkout.cart.items}
        quote={checkout.quote}
        coupon={checkout.coupon}
        fee={
          checkout.paymentFee && {
            label: t('pay.codFee'),
            amount: checkout.paymentFee.shown,
          }
        }
      />
    </CheckoutForm>
  );
}
