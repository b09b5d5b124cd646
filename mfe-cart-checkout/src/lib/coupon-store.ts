import { BehaviorSubject, Subscription, debounceTime, distinctUntilChanged, map, skip } from 'rxjs';
import {
  api,
  cartState,
  getBus,
  type CartItem,
  type CouponRefusal,
  type CouponValidation,
} from '@shop/shared';
import { normalizeCouponCode } from './coupon-code';

// The coupon the shopper applied in the drawer, shared by the drawer and checkout. The
// server judges it against the cart's lines (its own prices), and again whenever the
// cart changes, so a discount on screen is one the order will grant.

export const COUPON_STORAGE_KEY = 'circuithaat.coupon';
export const COUPON_INVALID = 'Invalid coupon code';
export const COUPON_FAILED = 'Failed to validate coupon';
const RECHECK_DEBOUNCE_MS = 300;

export interface AppliedCoupon {
  code: string;
  /** Taka off the current cart, as the server sized it. */
  discount: number;
}

export interface CouponMessage {
  text: string;
  /** The server's reason when it says more than the shop's message (expiry, usage limit). */
  detail?: string;
  /**
   * The product total (taka) the coupon needs. The server's text names it in taka; the
   * shopper is told it in the currency shown (`couponDetail`).
   */
  minSpend?: number;
}

/** The API's minimum-spend text, with the amount in the shopper's currency. */
export function minimumSpendText(minSpend: number, money: (amount: number) => string): string {
  return `This coupon needs a product total of at least ${money(minSpend)}`;
}

/** The reason under 'Invalid coupon code', amounts in the shopper's currency. */
export function couponDetail(
  message: CouponMessage,
  money: (amount: number) => string,
): string | undefined {
  return message.minSpend === undefined
    ? message.detail
    : minimumSpendText(message.minSpend, money);
}

export const coupon$ = new BehaviorSubject<AppliedCoupon | null>(null);
export const couponMessage$ = new BehaviorSubject<CouponMessage | null>(null);

const bus = getBus();

/**
 * A code refused for a reason the cart can change (too small a product total): judged
 * again on every cart change, and applied once the cart qualifies.
 */
let refused: { code: string; reason: CouponRefusal } | null = null;
const CART_DEPENDENT: readonly CouponRefusal[] = ['minSpend', 'emptyCart'];

function noteRefusal(code: string, answer: CouponValidation) {
  refused =
    answer.reason && CART_DEPENDENT.includes(answer.reason)
      ? { code, reason: answer.reason }
      : null;
}

const lines = (items: readonly CartItem[]) =>
  items.map((item) => ({ productId: item.product.id, quantity: item.quantity }));

function remember(code: string | null) {
  try {
    if (code) localStorage.setItem(COUPON_STORAGE_KEY, code);
    else localStorage.removeItem(COUPON_STORAGE_KEY);
  } catch {
    // Blocked storage: the coupon lasts for this page only.
  }
}

function rejection(answer: CouponValidation): CouponMessage {
  if (answer.reason === 'minSpend' && answer.minSpend !== undefined) {
    return { text: COUPON_INVALID, minSpend: answer.minSpend };
  }
  const detail = answer.message && answer.message !== COUPON_INVALID ? answer.message : undefined;
  return detail ? { text: COUPON_INVALID, detail } : { text: COUPON_INVALID };
}

function setApplied(code: string, discount: number) {
  refused = null;
  coupon$.next({ code, discount });
  couponMessage$.next(null);
  remember(code);
}

async function judge(code: string, items: readonly CartItem[]): Promise<CouponValidation> {
  return api.post<CouponValidation>('/api/v1/coupons/validate', { code, items: lines(items) });
}

/**
 * Apply from the coupon input. An empty code is ignored (docs/product.md#validation) and answers false.
 * Returns whether a coupon is applied afterwards.
 */
export async function applyCoupon(raw: string): Promise<boolean> {
  const code = normalizeCouponCode(raw);
  if (code === null) return false;
  refused = null; // a code the shopper types replaces one waiting for the cart to qualify
  let answer: CouponValidation;
  try {
    answer = await judge(code, bus.current(cartState).items);
  } catch {
    couponMessage$.next({ text: COUPON_FAILED });
    return false;
  }
  if (!answer.valid) {
    noteRefusal(code, answer);
    couponMessage$.next(rejection(answer));
    return false;
  }
  setApplied(answer.code ?? code, answer.discount);
  return true;
}

export function removeCoupon() {
  refused = null;
  coupon$.next(null);
  couponMessage$.next(null);
  remember(null);
}

/** Judges the applied coupon against the cart as it is now; drops it when it no longer holds. */
export async function recheckCoupon(): Promise<void> {
  const applied = coupon$.getValue();
  if (!applied) return;
  const { items } = bus.current(cartState);
  if (items.length === 0) {
    removeCoupon();
    return;
  }
  try {
    const answer = await judge(applied.code, items);
    if (coupon$.getValue()?.code !== applied.code) return; // removed or replaced meanwhile
    if (answer.valid) {
      coupon$.next({ code: applied.code, discount: answer.discount });
    } else {
      coupon$.next(null);
      remember(null);
      noteRefusal(applied.code, answer);
      couponMessage$.next(rejection(answer));
    }
  } catch {
    // Keep it: the order judges it again and says so if it no longer holds.
  }
}

/** A code refused for its minimum spend is judged against the cart as it is now. */
async function retryRefused(): Promise<void> {
  const attempt = refused;
  if (!attempt || coupon$.getValue()) return;
  const { items } = bus.current(cartState);
  if (items.length === 0) return;
  let answer: CouponValidation;
  try {
    answer = await judge(attempt.code, items);
  } catch {
    return; // The message shown still says why it was refused; the next change tries again.
  }
  // The shopper applied, removed or typed another code meanwhile: theirs wins.
  if (refused !== attempt || coupon$.getValue()) return;
  if (answer.valid) {
    setApplied(answer.code ?? attempt.code, answer.discount);
  } else {
    noteRefusal(attempt.code, answer);
    couponMessage$.next(rejection(answer));
  }
}

/** After a cart change: the applied coupon is judged again, or a refused one retried. */
export function onCartChanged(): Promise<void> {
  return coupon$.getValue() ? recheckCoupon() : retryRefused();
}

let watching: Subscription | null = null;

/**
 * Restores a remembered code (judged afresh) and re-checks it on every cart change.
 * Started by the cart owner; returns the stop function.
 */
export function startCouponWatch(): () => void {
  if (watching) return () => undefined;
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(COUPON_STORAGE_KEY);
  } catch {
    saved = null;
  }
  const restore = saved ? normalizeCouponCode(saved) : null;
  if (restore && !coupon$.getValue()) {
    coupon$.next({ code: restore, discount: 0 });
    void recheckCoupon();
  }
  watching = bus
    .state(cartState)
    .pipe(
      map((state) => JSON.stringify(lines(state.items))),
      distinctUntilChanged(),
      skip(1),
      debounceTime(RECHECK_DEBOUNCE_MS),
    )
    .subscribe(() => void onCartChanged());
  return () => {
    watching?.unsubscribe();
    watching = null;
  };
}
