import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  SHIPPING_COUNTRIES,
  authSession,
  cartState,
  formatMoney,
  formatShown,
  getBus,
  shopCurrency,
  shownLine,
  useBusState,
  useField,
  usePageMeta,
  useSubjectValue,
  type FieldControl,
  type OrderRequest,
  type OrderResponse,
} from '@shop/shared';
import {
  clearCart,
  whenIdle,
  CouponForm,
  coupon$,
  couponMessage$,
  minimumSpendText,
  recheckCoupon,
  removeCoupon,
  destination$,
  OrderSummary,
  summaryFigures,
  usePrefectures,
  useShippingQuote,
} from '../cart';
import {
  checkCheckout,
  formatCardNumber,
  formatExpiry,
  type PaymentForm,
  type ShippingForm,
} from './checkout-fields';
import {
  clearDraft,
  readDraft,
  readPlaced,
  rememberPlaced,
  saveDraft,
  type PlacedOrder,
} from './checkout-draft';
import { OrderAttempts, sendOrder } from './place-order';
import form from './checkout.module.css';
import styles from './page.module.css';

/** What the alert beside Place Order says; a minimum spend is named in the currency shown. */
type Failure = { text: string } | { minSpend: number };

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

export default function CheckoutPage() {
  usePageMeta('Checkout');
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

  if (success) return <Success placed={success} />;

  if (cart.count === 0) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>Checkout</h1>
        <div className={styles.panel}>
          <p>Your cart is empty</p>
          <Link to="/" className={styles.button}>
            Continue Shopping
          </Link>
        </div>
      </section>
    );
  }

  const check = checkCheckout(cart.count, shipping, payment, new Date());
  const shown = submitted ? check.fields : {};

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

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Checkout</h1>
      <form
        ref={formRef}
        className={form.layout}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <div className={form.main}>
          <fieldset className={form.card}>
            <legend className={form.legend}>Shipping information</legend>
            <div className={form.grid}>
              <Field label="First name" required error={shown.firstName}>
                {(props) => (
                  <input
                    {...props}
                    value={shipping.firstName}
                    onChange={(e) => setShip('firstName')(e.target.value)}
                    autoComplete="shipping given-name"
                  />
                )}
              </Field>
              <Field label="Last name" required error={shown.lastName}>
                {(props) => (
                  <input
                    {...props}
                    value={shipping.lastName}
                    onChange={(e) => setShip('lastName')(e.target.value)}
                    autoComplete="shipping family-name"
                  />
                )}
              </Field>
              <Field label="Email" required error={shown.email}>
                {(props) => (
                  <input
                    {...props}
                    type="email"
                    value={shipping.email}
                    onChange={(e) => setShip('email')(e.target.value)}
                    autoComplete="email"
                    inputMode="email"
                  />
                )}
              </Field>
              <Field label="Phone" error={shown.phone}>
                {(props) => (
                  <input
                    {...props}
                    type="tel"
                    value={shipping.phone}
                    onChange={(e) => setShip('phone')(e.target.value)}
                    autoComplete="shipping tel"
                    inputMode="tel"
                  />
                )}
              </Field>
              <Field label="Address" required wide error={shown.address}>
                {(props) => (
                  <input
                    {...props}
                    value={shipping.address}
                    onChange={(e) => setShip('address')(e.target.value)}
                    autoComplete="shipping street-address"
                  />
                )}
              </Field>
              <Field label="Country" required>
                {(props) => (
                  <select
                    {...props}
                    value={shipping.country}
                    onChange={(e) =>
                      setShipping((current) => ({
                        ...current,
                        country: e.target.value,
                        // A prefecture means nothing abroad, and a state nothing in Japan.
                        state: '',
                      }))
                    }
                    autoComplete="shipping country-name"
                  >
                    {SHIPPING_COUNTRIES.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {shipping.country === 'Japan' ? (
                <PrefectureField value={shipping.state} onChange={setShip('state')} />
              ) : (
                <Field label="State / Province" required>
                  {(props) => (
                    <input
                      {...props}
                      value={shipping.state}
                      onChange={(e) => setShip('state')(e.target.value)}
                      autoComplete="shipping address-level1"
                    />
                  )}
                </Field>
              )}
              <Field label="City" required error={shown.city}>
                {(props) => (
                  <input
                    {...props}
                    value={shipping.city}
                    onChange={(e) => setShip('city')(e.target.value)}
                    autoComplete="shipping address-level2"
                  />
                )}
              </Field>
              <Field label="Postcode" required error={shown.zipCode}>
                {(props) => (
                  <input
                    {...props}
                    value={shipping.zipCode}
                    onChange={(e) => setShip('zipCode')(e.target.value)}
                    autoComplete="shipping postal-code"
                    inputMode={
                      shipping.country === 'Japan' || shipping.country === 'United States'
                        ? 'numeric'
                        : 'text'
                    }
                    placeholder={shipping.country === 'Japan' ? 'NNN-NNNN' : undefined}
                  />
                )}
              </Field>
            </div>
          </fieldset>

          <fieldset className={form.card}>
            <legend className={form.legend}>Payment</legend>
            <div className={form.grid}>
              <Field label="Card number" required wide error={shown.cardNumber}>
                {(props) => (
                  <input
                    {...props}
                    value={payment.cardNumber}
                    onChange={(e) => setPay('cardNumber')(formatCardNumber(e.target.value))}
                    autoComplete="cc-number"
                    inputMode="numeric"
                    placeholder="1234 5678 9012 3456"
                  />
                )}
              </Field>
              <Field label="Name on card" required wide error={shown.cardHolder}>
                {(props) => (
                  <input
                    {...props}
                    value={payment.cardHolder}
                    onChange={(e) => setPay('cardHolder')(e.target.value)}
                    autoComplete="cc-name"
                  />
                )}
              </Field>
              <Field label="Expiry (MM/YY)" required error={shown.expiryDate}>
                {(props) => (
                  <input
                    {...props}
                    value={payment.expiryDate}
                    onChange={(e) => setPay('expiryDate')(formatExpiry(e.target.value))}
                    autoComplete="cc-exp"
                    inputMode="numeric"
                    placeholder="MM/YY"
                  />
                )}
              </Field>
              <Field label="CVV" required error={shown.cvv}>
                {(props) => (
                  <input
                    {...props}
                    value={payment.cvv}
                    onChange={(e) => setPay('cvv')(e.target.value.replace(/\D/g, '').slice(0, 4))}
                    autoComplete="cc-csc"
                    inputMode="numeric"
                    type="password"
                  />
                )}
              </Field>
            </div>
          </fieldset>
        </div>

        <aside className={form.side} aria-label="Order summary">
          <div className={form.card}>
            <h2 className={form.legend}>Order summary</h2>
            <ul className={form.items}>
              {cart.items.map((item) => (
                <li key={item.id}>
                  <span>
                    {item.product.name} × {item.quantity}
                  </span>
                  <span>
                    {formatShown(
                      shownLine(
                        { unitPrice: item.product.price, quantity: item.quantity },
                        currency,
                        rate,
                      ).lineTotal,
                      currency,
                    )}
                  </span>
                </li>
              ))}
            </ul>
            <CouponForm money={money} />
            <OrderSummary items={cart.items} quote={quote} coupon={coupon} />
            {failure && (
              <p ref={alertRef} tabIndex={-1} role="alert" className={form.failure}>
                {'text' in failure ? failure.text : minimumSpendText(failure.minSpend, money)}
              </p>
            )}
            <button
              type="submit"
              className={form.place}
              disabled={submitting}
              aria-busy={submitting}
            >
              {submitting ? 'Processing…' : 'Place Order'}
            </button>
            <p className={form.note}>
              Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
            </p>
          </div>
        </aside>
      </form>
    </section>
  );
}

interface FieldProps extends FieldControl {
  className?: string;
  required?: boolean;
}

function Field({
  label,
  required,
  wide,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  wide?: boolean;
  error?: string;
  children: (props: FieldProps) => ReactNode;
}) {
  const { id, errorId, control } = useField(error);
  return (
    <div className={wide ? `${form.field} ${form.wide}` : form.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        ...control,
        className: form.input,
        ...(required ? { required: true } : {}),
      })}
      {error && (
        <span id={errorId} className={form.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}

function PrefectureField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const prefectures = usePrefectures();
  return (
    <Field label="Prefecture" required>
      {(props) =>
        Array.isArray(prefectures) ? (
          <select
            {...props}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoComplete="shipping address-level1"
          >
            <option value="">Choose a prefecture</option>
            {prefectures.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        ) : (
          // The list did not load: a text box still takes the prefecture.
          <input
            {...props}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoComplete="shipping address-level1"
          />
        )
      }
    </Field>
  );
}

function Success({ placed }: { placed: PlacedOrder }) {
  const { orderId, email, accessToken } = placed;
  usePageMeta('Order placed');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // A guest reaches the order page with its token; the fragment never leaves the browser.
  const link = `/orders/${encodeURIComponent(orderId)}${
    accessToken ? `#token=${encodeURIComponent(accessToken)}` : ''
  }`;
  return (
    <section className={styles.page}>
      <div className={`${styles.panel} ${form.success}`} data-testid="order-success">
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          Thank you for your order!
        </h1>
        <p>
          Order ID: <strong data-testid="order-id">{orderId}</strong>
        </p>
        <p className={form.mailNote}>An e-mail confirmation will be sent to {email} shortly.</p>
        <div className={form.successActions}>
          <Link to={link} className={form.secondaryLink}>
            View your order
          </Link>
          <Link to="/" className={styles.button}>
            Continue Shopping
          </Link>
        </div>
      </div>
    </section>
  );
}
