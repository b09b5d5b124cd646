import { normalizeCouponCode } from './coupon-code';

describe('normalizeCouponCode', () => {
  it('trims and upper-cases the code', () => {
    expect(normalizeCouponCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizeCouponCode('Eid-Sale')).toBe('EID-SALE');
  });

  it('returns null for an empty code, so the drawer ignores it', () => {
    expect(normalizeCouponCode('')).toBeNull();
    expect(normalizeCouponCode('   ')).toBeNull();
    expect(normalizeCouponCode(undefined)).toBeNull();
    expect(normalizeCouponCode(null)).toBeNull();
  });
});
