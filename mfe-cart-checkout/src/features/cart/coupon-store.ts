import { BehaviorSubject, Subscription, debounceTime, distinctUntilChanged, map, skip } from 'rxjs';
import { api, cartState, getBus, type CartItem, type CouponValidation } from '@shop/shared';
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
  /** The server's reason when it says more than the shop's message (min spend, expiry). */
  detail?: string;
}

export const coupon$ = new BehaviorSubject<AppliedCoupon | null>(null);
export const couponMessage$ = new BehaviorSubject<CouponMessage | null>(null);

const bus = getBus();

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
  const detail = answer.message && answer.message !== COUPON_INVALID ? answer.message : undefined;
  return detail ? { text: COUPON_INVALID, detail } : { text: COUPON_INVALID };
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
  let answer: CouponValidation;
  try {
    answer = await judge(code, bus.current(cartState).items);
  } catch {
    couponMessage$.next({ text: COUPON_FAILED });
    return false;
  }
  if (!answer.valid) {
    couponMessage$.next(rejection(answer));
    return false;
  }
  coupon$.next({ code: answer.code ?? code, discount: answer.discount });
  couponMessage$.next(null);
  remember(answer.code ?? code);
  return true;
}

export function removeCoupon() {
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
      couponMessage$.next(rejection(answer));
    }
  } catch {
    // Keep it: the order judges it again and says so if it no longer holds.
  }
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
    .subscribe(() => void recheckCoupon());
  return () => {
    watching?.unsubscribe();
    watching = null;
  };
}
