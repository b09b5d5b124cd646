// Codes are sent trimmed and upper-cased, so 'welcome10 ' and 'WELCOME10' are one coupon.
// The drawer ignores an empty code (docs/product.md#validation): null tells it there is nothing to send.

export function normalizeCouponCode(raw: string | null | undefined): string | null {
  const code = (raw ?? '').trim().toUpperCase();
  return code === '' ? null : code;
}
