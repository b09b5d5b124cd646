import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  authSession,
  cartState,
  formatMoney,
  getBus,
  shopCurrency,
  useBusState,
  useSubjectValue,
  type OrderRequest,
  type OrderResponse,
} from '@shop/shared';
import { clearCart, whenIdle } from '../../lib/cart-store';
import { coupon$, couponMessage$, recheckCoupon, removeCoupon } from '../../lib/coupon-store';
import { destination$ } from '../../lib/destination-store';
import { useShippingQuote } from '../../lib/shipping-quote';
import { summaryFigures } from '../../lib/summary-figures';
import {
  clearDraft,
  readDraft,
  readPlaced,
  rememberPlaced,
  saveDraft,
  type PlacedOrder,
} from './checkout-draft';
import {
  checkCheckout,
  type FieldErrors,
  type PaymentForm,
  type ShippingForm,
} from './checkout-fields';
import { OrderAttempts, sendOrder } from './place-order';

/** What the alert beside Place Order says; a minimum spend is named in the currency shown. */
export type Failure = { text: string } | { minSpend: number };

const EMPTY_PAYMENT: PaymentForm = { cardNumber: '', cardHolder: '', expiryDate: '', cvv: '' };

/** What this tab typed before a reload wins; the profile and the drawer's estimate fill the rest. */
function initialShipping(): ShippingForm {
  const { user } = getBus().current(authSession);
  const destination = destination$.getValue();
  const fresh: ShippingForm = {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? user?.phoneNumber ?? '',
    address: '',
    city: destination?.city ?? '',
    state: destination?.prefecture ?? '',
    zipCode: destination?.zipCode ?? '',
    country: 'Japan',
  };
  const draft = readDraft();
  const merged = { ...fresh };
  for (const key of Object.keys(draft) as (keyof ShippingForm)[]) {
    const value = draft[key];
    if (value) merged[key] = value;
  }
  // A prefecture belongs to Japan only: a drafted country decides what the state means.
  if (draft.country && draft.country !== fresh.country) merged.state = draft.state ?? '';
  return merged;
}

function placedOrder(order: OrderResponse, email: string, guest: boolean): PlacedOrder {
  return {
    orderId: order.orderId,
    email,
    ...(guest && order.accessToken ? { accessToken: order.accessToken } : {}),
  };
}

/**
 * The checkout form: what is typed (shipping kept as a draft for the tab, the card never),
 * its checks, the server's quote for the address, and Place Order (one attempt at a time,
 * one idempotency key per attempt). `placed` is the order this tab just placed, also after
 * a reload of the success address.
 */
export function useCheckout() {
  const cart = useBusState(cartState);
  const { user } = useBusState(authSession);
  const { currency, rate } = useBusState(shopCurrency);
  const coupon = useSubjectValue(coupon$);
  const money = (amount: number) => formatMoney(amount, currency, rate);
  const [shipping, setShipping] = useState<ShippingForm>(initialShipping);
  const [payment, setPayment] = useState<PaymentForm>(EMPTY_PAYMENT);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  // The success screen's address names the order, so a reload shows it again.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderParam = params.get('order');
  const success = placed ?? (orderParam ? readPlaced(orderParam) : null);
  const attempts = useRef(new OrderAttempts());
  const inFlight = useRef(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Where the focus goes after the render a submit caused: the first field marked, or the alert.
  const focusNext = useRef<'field' | 'alert' | null>(null);
  const [, setAttempt] = useState(0);

  // The profile arrives after the page when the session is still being restored.
  const userId = user?.id;
  useEffect(() => {
    if (!user) return;
    setShipping((current) => ({
      ...current,
      firstName: current.firstName || user.firstName || '',
      lastName: current.lastName || user.lastName || '',
      email: current.email || user.email,
      phone: current.phone || user.phone || user.phoneNumber || '',
    }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  const quote = useShippingQuote(cart.items, {
    country: shipping.country,
    prefecture: shipping.country === 'Japan' ? shipping.state : null,
  });

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const field =
      target === 'field'
        ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
        : null;
    (field ?? alertRef.current)?.focus();
  });

  // Typing is kept for the tab's session; never the card (it lives in `payment` only).
  const placedAlready = success !== null;
  useEffect(() => {
    if (!placedAlready) saveDraft(shipping);
  }, [shipping, placedAlready]);

  const check = checkCheckout(cart.count, shipping, payment, new Date());
  const errors: FieldErrors = submitted ? check.fields : {};

  const fail = (next: Failure, focus: 'field' | 'alert') => {
    focusNext.current = focus;
    setFailure(next);
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A second click while the first is on its way does nothing: one attempt at a time.
    if (inFlight.current) return;
    setSubmitted(true);
    if (check.message) {
      fail({ text: check.message }, 'field');
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      await whenIdle();
      const { items } = getBus().current(cartState);
      // The request's own figures are in taka (the server computes and ignores them).
      const figures = summaryFigures(items, quote, coupon, 'BDT', 1);
      const request: OrderRequest = {
        items: items.map((item) => ({ productId: item.product.id, quantity: item.quantity })),
        shipping: { ...shipping },
        payment: { ...payment },
        subtotal: figures.productTotal,
        shippingCost: figures.shipping ?? 0,
        couponDiscount: figures.discount,
        total: figures.total ?? figures.productTotal - figures.discount,
        ...(coupon ? { couponCode: coupon.code } : {}),
        currency,
      };
      const outcome = await sendOrder(request, attempts.current.keyFor(request));
      if (outcome.ok) {
        attempts.current.finish();
        const done = placedOrder(outcome.order, shipping.email.trim(), !user);
        rememberPlaced(done);
        clearDraft();
        setPlaced(done);
        navigate(`/checkout?order=${encodeURIComponent(done.orderId)}`, { replace: true });
        void clearCart();
        removeCoupon();
        window.scrollTo?.(0, 0);
        return;
      }
      if (!outcome.keepKey) attempts.current.finish();
      if (coupon && outcome.code === 'COUPON_INVALID') {
        // The server names a minimum spend in taka; the re-check gives it as a number, for
        // the currency shown.
        await recheckCoupon();
        const minSpend = couponMessage$.getValue()?.minSpend;
        fail(minSpend === undefined ? { text: outcome.message } : { minSpend }, 'alert');
        return;
      }
      fail({ text: outcome.message }, 'alert');
      if (coupon) void recheckCoupon();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const setShip = (field: keyof ShippingForm) => (value: string) =>
    setShipping((current) => ({ ...current, [field]: value }));
  const setPay = (field: keyof PaymentForm) => (value: string) =>
    setPayment((current) => ({ ...current, [field]: value }));
  // A prefecture means nothing abroad, and a state nothing in Japan.
  const setCountry = (country: string) =>
    setShipping((current) => ({ ...current, country, state: '' }));

  return {
    /** The order this tab just placed (the success screen), or null. */
    placed: success,
    cart,
    currency,
    rate,
    coupon,
    money,
    quote,
    shipping,
    payment,
    /** Each field's problem, once Place Order was pressed. */
    errors,
    failure,
    submitting,
    submit,
    setShip,
    setPay,
    setCountry,
    formRef,
    alertRef,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
