import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  authSession,
  cartState,
  formatMoney,
  formatShown,
  getBus,
  shopCurrency,
  useBusState,
  useLocale,
  useSubjectValue,
  type Locale,
  type OrderResponse,
  type PaymentMethodId,
} from '@shop/shared';
import { clearCart, whenIdle } from '../../lib/cart-store';
import { coupon$, couponMessage$, recheckCoupon, removeCoupon } from '../../lib/coupon-store';
import { chooseArea, useBdAreas, type AreaChoice } from '../../lib/bangladesh-areas';
import { destination$ } from '../../lib/destination-store';
import { rememberPendingPayment } from '../../lib/pending-payment';
import { useShippingCountries } from '../../lib/shop-config';
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
  PAYMENT_INCOMPLETE,
  type FieldErrors,
  type PaymentForm,
  type ShippingForm,
} from './checkout-fields';
import { confirmPayment } from './confirm-payment';
import { completePostcode, getPostcode } from './get-postcode';
import { leaveFor } from './leave-for';
import { chosenMethod, usesCardFields } from './payment-methods';
import {
  payAtKonbini,
  payByCard,
  STRIPE_UNAVAILABLE,
  type StripeCard,
  type StripeOutcome,
} from './stripe-payment';
import { usePaymentMethods } from './use-payment-methods';
import { saveAddress } from './save-address';
import { OrderAttempts, sendOrder, type CheckoutOrderRequest } from './place-order';

/** What the alert beside Place Order says; a minimum spend is named in the currency shown. */
export type Failure = { text: string } | { minSpend: number };

const EMPTY_PAYMENT: PaymentForm = { cardNumber: '', cardHolder: '', expiryDate: '', cvv: '' };

/** What this tab typed before a reload wins; the profile and the drawer's estimate fill the rest. */
function initialShipping(): ShippingForm {
  const { user } = getBus().current(authSession);
  const destination = destination$.getValue();
  const japan = destination?.country === 'Japan' ? destination : null;
  const bangladesh = destination?.country === 'Bangladesh' ? destination : null;
  const fresh: ShippingForm = {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? user?.phoneNumber ?? '',
    address: '',
    city: japan?.city ?? '',
    state: japan?.prefecture ?? '',
    zipCode: japan?.zipCode ?? '',
    country: bangladesh ? 'Bangladesh' : 'Japan',
    division: bangladesh?.division ?? '',
    district: bangladesh?.district ?? '',
    upazila: bangladesh?.upazila ?? '',
    town: '',
    method: 'ship',
    date: '',
    slot: '',
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

type Filled = Pick<ShippingForm, 'state' | 'city' | 'town'>;

/**
 * A postcode's prefecture, city and town, into the fields the shopper left empty or the
 * last postcode filled: what the shopper typed is never overwritten.
 */
export function fillFromPostcode(
  shipping: ShippingForm,
  found: { prefecture: string; city: string; town: string },
  filledBefore: Filled | null,
): ShippingForm {
  const next = { ...shipping };
  const values: Filled = { state: found.prefecture, city: found.city, town: found.town };
  for (const field of ['state', 'city', 'town'] as const) {
    const current = shipping[field].trim();
    if (current === '' || current === filledBefore?.[field]) next[field] = values[field];
  }
  return next;
}

/** The API's field names (`shipping.phone`, `delivery.date`) as the form's. */
export function formFieldErrors(fields: Record<string, string> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = name.replace(/^(shipping|delivery)\./, '') as keyof FieldErrors;
    errors[field] ??= message;
  }
  return errors;
}

/** What POST /orders gets: the fields the country uses, and the delivery asked for. */
export function orderAddress(
  shipping: ShippingForm,
): Pick<CheckoutOrderRequest, 'shipping' | 'delivery'> {
  const { division, district, upazila, town, method, date, slot, ...base } = shipping;
  if (shipping.country === 'Bangladesh') {
    if (method === 'pickup') return { shipping: base, delivery: { method: 'pickup' } };
    return { shipping: { ...base, division, district, upazila }, delivery: { method: 'ship' } };
  }
  if (shipping.country === 'Japan') {
    return {
      shipping: { ...base, town },
      delivery: { method: 'ship', ...(date ? { date } : {}), ...(slot ? { slot } : {}) },
    };
  }
  return { shipping: base };
}

/** The order page's address; a guest's token in the fragment, which no server sees. */
export function orderPageLink(orderId: string, guestToken?: string | null): string {
  const path = `/orders/${encodeURIComponent(orderId)}`;
  return guestToken ? `${path}#token=${encodeURIComponent(guestToken)}` : path;
}

function placedOrder(
  order: OrderResponse,
  email: string,
  guest: boolean,
  locale: Locale,
): PlacedOrder {
  // Cash on delivery: the courier asks for the total in the order's own currency.
  const own = order.inCurrency?.currency === order.currency ? order.inCurrency : null;
  const toCollect =
    order.status === 'to_be_collected'
      ? own
        ? formatShown(own.total, order.currency, locale)
        : formatShown(order.total, 'BDT', locale)
      : null;
  return {
    orderId: order.orderId,
    email,
    ...(guest && order.accessToken ? { accessToken: order.accessToken } : {}),
    ...(toCollect ? { toCollect } : {}),
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
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, currency, rate, locale);
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
    division: shipping.division,
    district: shipping.district,
    upazila: shipping.upazila,
    method: shipping.method === 'pickup' ? 'pickup' : 'ship',
  });
  const areas = useBdAreas(shipping.country === 'Bangladesh');
  const countries = useShippingCountries(currency);
  // The API's word on each field of the last attempt; typing in a field clears its own.
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // Beside the postcode: what the lookup found, or that it knows no such code.
  const [postcodeNote, setPostcodeNote] = useState<string | null>(null);
  const postcodeAsked = useRef<string | null>(null);
  const postcodeFilled = useRef<Filled | null>(null);
  const [saveToProfile, setSaveToProfile] = useState(false);

  // How to pay (decision 21): the methods offered where the order goes; the one chosen
  // falls back to the card when it is not offered there or cannot take this total.
  const methods = usePaymentMethods(shipping.country, currency);
  const [wantedMethod, setWantedMethod] = useState<PaymentMethodId>('card');
  const totalTaka = summaryFigures(cart.items, quote, coupon, 'BDT', 1).total;
  const method = chosenMethod(methods, wantedMethod, totalTaka);
  const cardFields = usesCardFields(method);
  const stripeCardElement = method.id === 'card' && method.provider === 'stripe';
  // The fee a method adds (cash on delivery in Japan), in taka and in the currency shown.
  const paymentFee =
    method.fee > 0
      ? { taka: method.fee, shown: currency === 'BDT' ? method.fee : method.feeInCurrency }
      : null;
  const stripeCard = useRef<StripeCard | null>(null);
  const [stripeComplete, setStripeComplete] = useState(false);
  // A Stripe payment that did not go through: the next Place Order pays the same order
  // again (it waits for its payment until its deadline) instead of placing another one.
  const awaiting = useRef<{ key: string; order: OrderResponse } | null>(null);
  // The browser is on its way to the provider's page: the form stays busy.
  const leaving = useRef(false);
  // Back from bKash's page with the browser's Back button (the page restored as it was
  // left): the form is usable again; the order left behind expires at its deadline.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted || !leaving.current) return;
      leaving.current = false;
      setSubmitting(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

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

  const check = checkCheckout(cart.count, shipping, payment, new Date(), cardFields);
  const errors: FieldErrors = { ...(submitted ? check.fields : {}), ...serverErrors };

  const fail = (next: Failure, focus: 'field' | 'alert') => {
    focusNext.current = focus;
    setFailure(next);
    setAttempt((count) => count + 1);
  };

  /** The order is placed and nothing is left to pay here: the success screen. */
  const placedHere = (order: OrderResponse) => {
    attempts.current.finish();
    const done = placedOrder(order, shipping.email.trim(), !user, locale);
    rememberPlaced(done);
    // Optional, after the order: a refusal (e.g. ten addresses already) costs nothing.
    if (user && saveToProfile && shipping.method !== 'pickup') {
      void saveAddress(shipping).catch(() => undefined);
    }
    clearDraft();
    setPlaced(done);
    navigate(`/checkout?order=${encodeURIComponent(done.orderId)}`, { replace: true });
    void clearCart();
    removeCoupon();
    window.scrollTo?.(0, 0);
  };

  /**
   * The order waits for a payment that finishes away from our API: bKash's page (the cart
   * stays until the order is paid), or Stripe.js here (3-D Secure, the konbini voucher),
   * then the API is asked to settle and the shopper sees the order's page.
   */
  const payElsewhere = async (order: OrderResponse, key: string) => {
    const next = order.next!;
    const guestToken = user ? null : order.accessToken;
    if (next.type === 'redirect') {
      attempts.current.finish();
      rememberPendingPayment(order.orderId);
      leaving.current = true;
      leaveFor(next.url);
      return;
    }
    const billing = {
      name: `${shipping.firstName} ${shipping.lastName}`.trim(),
      email: shipping.email.trim(),
      phone: shipping.phone.trim(),
    };
    let outcome: StripeOutcome;
    if (next.method === 'konbini') {
      outcome = await payAtKonbini(next.publishableKey, next.clientSecret, billing);
    } else if (stripeCard.current) {
      outcome = await payByCard(stripeCard.current, next.clientSecret, billing);
    } else {
      outcome = { ok: false, message: STRIPE_UNAVAILABLE };
    }
    if (!outcome.ok) {
      awaiting.current = { key, order };
      fail({ text: outcome.message }, 'alert');
      return;
    }
    awaiting.current = null;
    attempts.current.finish();
    // Stripe's webhook settles the order too: a failed confirm only means it shows a
    // moment later.
    await confirmPayment(order.orderId, order.accessToken).catch(() => undefined);
    if (user && saveToProfile && shipping.method !== 'pickup') {
      void saveAddress(shipping).catch(() => undefined);
    }
    clearDraft();
    void clearCart();
    removeCoupon();
    navigate(orderPageLink(order.orderId, guestToken));
    window.scrollTo?.(0, 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A second click while the first is on its way does nothing: one attempt at a time.
    if (inFlight.current || leaving.current) return;
    setSubmitted(true);
    if (check.message) {
      fail({ text: check.message }, 'field');
      return;
    }
    if (stripeCardElement && (!stripeCard.current || !stripeComplete)) {
      fail({ text: PAYMENT_INCOMPLETE }, 'alert');
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
      const request: CheckoutOrderRequest = {
        items: items.map((item) => ({ productId: item.product.id, quantity: item.quantity })),
        ...orderAddress(shipping),
        // The test gateway's card as before; any other way sends no card data to us.
        payment: cardFields ? { ...payment } : { method: method.id },
        subtotal: figures.productTotal,
        shippingCost: figures.shipping ?? 0,
        couponDiscount: figures.discount,
        total: (figures.total ?? figures.productTotal - figures.discount) + (paymentFee?.taka ?? 0),
        ...(coupon ? { couponCode: coupon.code } : {}),
        currency,
      };
      const key = attempts.current.keyFor(request);
      const kept = awaiting.current?.key === key ? awaiting.current.order : null;
      if (kept) {
        await payElsewhere(kept, key);
        return;
      }
      const outcome = await sendOrder(request, key);
      if (outcome.ok) {
        if (outcome.order.next) await payElsewhere(outcome.order, key);
        else placedHere(outcome.order);
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
      const fieldProblems = formFieldErrors(outcome.fields);
      setServerErrors(fieldProblems);
      fail({ text: outcome.message }, Object.keys(fieldProblems).length > 0 ? 'field' : 'alert');
      if (coupon) void recheckCoupon();
    } finally {
      inFlight.current = false;
      if (!leaving.current) setSubmitting(false);
    }
  };

  const forget = (...fields: (keyof FieldErrors)[]) =>
    setServerErrors((current) => {
      if (!fields.some((field) => field in current)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  const setShip = (field: keyof ShippingForm) => (value: string) => {
    forget(field);
    setShipping((current) => ({ ...current, [field]: value }));
  };
  const setArea = (level: keyof AreaChoice) => (id: string) => {
    forget('division', 'district', 'upazila');
    setShipping((current) => ({
      ...current,
      ...chooseArea(typeof areas === 'object' ? areas : null, current, level, id),
    }));
  };
  // Japan's postcode first: a complete code fills prefecture, city and town (still editable).
  const setPostcode = (value: string) => {
    setShip('zipCode')(value);
    const digits = shipping.country === 'Japan' ? completePostcode(value) : null;
    if (digits === postcodeAsked.current) return;
    postcodeAsked.current = digits;
    setPostcodeNote(null);
    if (!digits) return;
    void getPostcode(digits).then((lookup) => {
      if (postcodeAsked.current !== digits) return;
      if (!lookup.found) {
        setPostcodeNote(lookup.message);
        return;
      }
      const { address } = lookup;
      forget('state', 'city', 'town');
      setShipping((current) => {
        const next = fillFromPostcode(current, address, postcodeFilled.current);
        postcodeFilled.current = { state: next.state, city: next.city, town: next.town };
        return next;
      });
      setPostcodeNote(
        `〒${address.postcode}: ${address.prefectureJa}${address.city}${address.town}`,
      );
    });
  };
  const setPay = (field: keyof PaymentForm) => (value: string) =>
    setPayment((current) => ({ ...current, [field]: value }));
  // A prefecture means nothing abroad, and a state nothing in Japan.
  const pickSaved = (fields: Partial<ShippingForm>) => {
    setServerErrors({});
    postcodeAsked.current = null;
    postcodeFilled.current = null;
    setPostcodeNote(null);
    setShipping((current) => ({ ...current, ...fields, date: '', slot: '' }));
  };
  const setCountry = (country: string) => {
    forget('state', 'zipCode', 'phone', 'date', 'slot');
    postcodeAsked.current = null;
    setPostcodeNote(null);
    setShipping((current) => ({
      ...current,
      country,
      state: '',
      method: 'ship',
      date: '',
      slot: '',
    }));
  };

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
    setArea,
    setPostcode,
    postcodeNote,
    areas,
    pickSaved,
    signedIn: Boolean(user),
    saveToProfile,
    setSaveToProfile,
    countries,
    formRef,
    alertRef,
    /** The chosen way to pay's fee (cash on delivery in Japan), for the summary's total. */
    paymentFee,
    paymentChoice: {
      methods,
      chosen: method,
      choose: setWantedMethod,
      totalTaka,
      money,
      fee: paymentFee ? formatShown(paymentFee.shown, currency, locale) : null,
      onStripeCard: (card: StripeCard | null) => {
        stripeCard.current = card;
      },
      onStripeComplete: setStripeComplete,
    },
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
