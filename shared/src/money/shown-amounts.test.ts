import fc from 'fast-check';
import { formatMoney, formatShown } from './format-money';
import {
  convertFromBdt,
  shownAmounts,
  shownLine,
  shownProductTotal,
  shownSaving,
  type PricedLine,
} from './shown-amounts';

// The numbers: a 950-taka switch (old price 1000) at the API's default 1.25 yen
// per taka is ¥1,187.5, shown as ¥1,188.
const RATE = 1.25;
const SWITCH = { unitPrice: 950, quantity: 4 };

/** The yen digits of a formatted amount, as a shopper would read them off the screen. */
const read = (text: string) => Number(text.replace(/[^\d-]/g, ''));

describe('shown amounts: the numbers of the report', () => {
  it('four lines at ¥1,188 make a product total of ¥4,752, not ¥4,750', () => {
    const line = shownLine(SWITCH, 'JPY', RATE);
    expect(formatShown(line.unitPrice, 'JPY')).toBe('¥1,188');
    expect(line.lineTotal).toBe(4 * 1188);
    expect(shownProductTotal([SWITCH], 'JPY', RATE)).toBe(4752);
    // The old way: converting the taka sum.
    expect(formatMoney(950 * 4, 'JPY', RATE)).toBe('¥4,750');
  });

  it('¥3,563 + ¥1,188: three units and one unit add up to four units', () => {
    const three = shownLine({ unitPrice: 950, quantity: 3 }, 'JPY', RATE);
    const one = shownLine({ unitPrice: 950, quantity: 1 }, 'JPY', RATE);
    expect(three.lineTotal + one.lineTotal).toBe(shownLine(SWITCH, 'JPY', RATE).lineTotal);
    expect(formatShown(three.lineTotal, 'JPY')).toBe('¥3,564');
  });

  it('"You save" is the shown old price minus the shown price', () => {
    const price = { price: 950, oldPrice: 1000 };
    const saving = shownSaving(price, 'JPY', RATE);
    expect(read(formatMoney(1000, 'JPY', RATE)) - read(formatMoney(950, 'JPY', RATE))).toBe(62);
    expect(saving).toBe(62);
    expect(shownSaving(price, 'JPY', RATE, 4)).toBe(248);
    expect(shownSaving({ price: 950 }, 'JPY', RATE)).toBe(0);
    expect(shownSaving({ price: 950, oldPrice: null }, 'JPY', RATE)).toBe(0);
    expect(shownSaving({ price: 950, oldPrice: 900 }, 'JPY', RATE)).toBe(0);
  });

  it('shipping and a discount are converted once each, and the total adds them up', () => {
    const shown = shownAmounts([SWITCH], { shipping: 150, discount: 380 }, 'JPY', RATE);
    expect(shown).toEqual({
      currency: 'JPY',
      lines: [{ unitPrice: 1188, quantity: 4, lineTotal: 4752 }],
      productTotal: 4752,
      shipping: 188,
      discount: 475,
      total: 4752 - 475 + 188,
    });
  });

  it('in taka the figures are the taka amounts themselves', () => {
    expect(shownAmounts([SWITCH], { shipping: 150, discount: 380 }, 'BDT', 99)).toEqual({
      currency: 'BDT',
      lines: [{ unitPrice: 950, quantity: 4, lineTotal: 3800 }],
      productTotal: 3800,
      shipping: 150,
      discount: 380,
      total: 3570,
    });
  });

  it('a discount never exceeds the products it is taken from', () => {
    // 3 × 1.4 = 4.2 → ¥4 a unit, but the full taka discount of 9 converts to ¥13.
    const shown = shownAmounts(
      [{ unitPrice: 3, quantity: 3 }],
      { shipping: 0, discount: 9 },
      'JPY',
      1.4,
    );
    expect(shown.productTotal).toBe(12);
    expect(shown.discount).toBe(12);
    expect(shown.total).toBe(0);
  });

  it('rejects an unusable rate instead of showing NaN', () => {
    expect(() => shownAmounts([SWITCH], { shipping: 0, discount: 0 }, 'JPY', 0)).toThrow(
      RangeError,
    );
    expect(() => formatShown(Number.NaN, 'JPY')).toThrow(RangeError);
  });
});

describe('shown amounts: property over random carts', () => {
  const line = fc.record({
    unitPrice: fc.integer({ min: 1, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 99 }),
  });
  const cart = fc.record({
    lines: fc.array(line, { minLength: 1, maxLength: 8 }),
    shipping: fc.constantFrom(0, 70, 130, 150, 1200),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    oldPriceExtra: fc.integer({ min: 0, max: 20_000 }),
    currency: fc.constantFrom('BDT' as const, 'JPY' as const),
    // Any plausible rate, with fractions that make half-yen amounts common.
    rate: fc.oneof(
      fc.constantFrom(1.25, 1.15, 1.3, 0.5, 1.2345),
      fc.double({ min: 0.2, max: 3, noNaN: true }),
    ),
  });

  it('every column a shopper can add up adds up, as formatted on screen', () => {
    fc.assert(
      fc.property(cart, ({ lines, shipping, discountShare, oldPriceExtra, currency, rate }) => {
        const takaTotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
        const discount = Math.floor(takaTotal * discountShare);
        const shown = shownAmounts(lines, { shipping, discount }, currency, rate);
        const text = (amount: number) => read(formatShown(amount, currency));

        // shown line = shown unit × quantity, and the unit is the converted taka price
        shown.lines.forEach((shownLine, index) => {
          const priced = lines[index] as PricedLine;
          expect(text(shownLine.unitPrice)).toBe(
            read(formatMoney(priced.unitPrice, currency, rate)),
          );
          expect(text(shownLine.lineTotal)).toBe(text(shownLine.unitPrice) * priced.quantity);
        });
        // product total = sum of shown lines
        expect(text(shown.productTotal)).toBe(
          shown.lines.reduce((sum, l) => sum + text(l.lineTotal), 0),
        );
        expect(shown.productTotal).toBe(shownProductTotal(lines, currency, rate));
        // total = product total − discount + shipping
        expect(text(shown.total)).toBe(
          text(shown.productTotal) - text(shown.discount) + text(shown.shipping),
        );
        expect(shown.discount).toBeLessThanOrEqual(shown.productTotal);
        expect(shown.total).toBeGreaterThanOrEqual(0);
        // every figure is a whole amount
        for (const figure of [shown.productTotal, shown.discount, shown.shipping, shown.total]) {
          expect(Number.isSafeInteger(figure)).toBe(true);
        }
        // You save = shown old price − shown price
        const first = lines[0] as PricedLine;
        const oldPrice = first.unitPrice + oldPriceExtra;
        expect(
          shownSaving({ price: first.unitPrice, oldPrice }, currency, rate, first.quantity),
        ).toBe(
          (read(formatMoney(oldPrice, currency, rate)) -
            read(formatMoney(first.unitPrice, currency, rate))) *
            first.quantity,
        );
        // in taka nothing is rounded away
        if (currency === 'BDT') expect(shown.productTotal).toBe(takaTotal);
      }),
      { numRuns: 500 },
    );
  });

  it('conversion is the same rounding everywhere: half away from zero, float noise absorbed', () => {
    expect(convertFromBdt(950, 'JPY', 1.25)).toBe(1188);
    expect(convertFromBdt(50, 'JPY', 1.15)).toBe(58);
    expect(convertFromBdt(-950, 'JPY', 1.25)).toBe(-1188);
  });
});
