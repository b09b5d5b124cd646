// An order whose payment this tab started away from the checkout (bKash's page, Stripe's
// 3-D Secure): the cart is kept until the order is paid, so a shopper who cancels on
// bKash's page comes back to the cart as it was. The order page, where the shopper lands,
// empties the cart once it sees the order paid (or waiting for a convenience store).
// sessionStorage: this tab only, gone when it closes.

export const PENDING_PAYMENT_KEY = 'circuithaat.checkout.pending-payment';

export function rememberPendingPayment(orderId: string) {
  try {
    sessionStorage.setItem(PENDING_PAYMENT_KEY, orderId);
  } catch {
    // Blocked storage: the cart is simply kept; the shopper may empty it.
  }
}

/** The order this tab left the checkout for, if any. */
export function pendingPayment(): string | null {
  try {
    return sessionStorage.getItem(PENDING_PAYMENT_KEY);
  } catch {
    return null;
  }
}

export function forgetPendingPayment() {
  try {
    sessionStorage.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
