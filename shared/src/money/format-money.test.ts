import { formatMoney, formatterFor } from './format-money';
import { convertFromBdt } from './shown-amounts';

describe('formatMoney', () => {
  it('shows taka with the taka sign and grouping, in whole taka', () => {
    expect(formatMoney(32500, 'BDT', 1.25)).toBe('৳32,500');
    expect(formatMoney(1234567, 'BDT', 1.25)).toBe('৳1,234,567');
    expect(formatMoney(150, 'BDT', 1.25)).toBe('৳150');
  });

  it('converts to yen with the rate and rounds to whole yen', () => {
    expect(formatMoney(32500, 'JPY', 1.25)).toBe('¥40,625');
    expect(formatMoney(35000, 'JPY', 1.25)).toBe('¥43,750');
    expect(formatMoney(150, 'JPY', 1.25)).toBe('¥188');
    expect(formatMoney(999, 'JPY', 1.3)).toBe('¥1,299');
  });

  it('ignores the rate for taka', () => {
    expect(formatMoney(5000, 'BDT', 99)).toBe('৳5,000');
  });

  it('shows zero without a sign, e.g. free shipping or no discount', () => {
    expect(formatMoney(0, 'BDT', 1.25)).toBe('৳0');
    expect(formatMoney(0, 'JPY', 1.25)).toBe('¥0');
    expect(formatMoney(-0, 'BDT', 1.25)).toBe('৳0');
    expect(formatMoney(-0.2, 'JPY', 1.25)).toBe('¥0');
  });

  it('shows a discount line with a leading minus', () => {
    expect(formatMoney(-500, 'BDT', 1.25)).toBe('-৳500');
    expect(formatMoney(-3250, 'JPY', 1.25)).toBe('-¥4,063');
  });

  it('rounds a stray fraction of taka to whole taka', () => {
    expect(formatMoney(99.5, 'BDT', 1)).toBe('৳100');
    expect(formatMoney(-99.5, 'BDT', 1)).toBe('-৳100');
  });

  it('rejects a non-finite amount or an unusable yen rate instead of printing NaN', () => {
    expect(() => formatMoney(Number.NaN, 'BDT', 1.25)).toThrow(RangeError);
    expect(() => formatMoney(100, 'JPY', 0)).toThrow(RangeError);
    expect(() => formatMoney(100, 'JPY', Number.NaN)).toThrow(RangeError);
  });

  it('gives the same text on every call (cached formatters)', () => {
    expect(formatMoney(32500, 'BDT', 1.25)).toBe(formatMoney(32500, 'BDT', 1.25));
    expect(formatMoney(32500, 'JPY', 1.25)).toBe(formatMoney(32500, 'JPY', 1.25));
  });
});

describe('convertFromBdt', () => {
  it('returns whole units of the display currency', () => {
    expect(convertFromBdt(32500, 'BDT', 1.25)).toBe(32500);
    expect(convertFromBdt(32500, 'JPY', 1.25)).toBe(40625);
    expect(convertFromBdt(150, 'JPY', 1.25)).toBe(188);
    expect(convertFromBdt(-3250, 'JPY', 1.25)).toBe(-4063);
  });

  it('absorbs floating-point noise before rounding', () => {
    // 50 * 1.15 is 57.49999999999999 in binary floating point, but 57.5 in money.
    expect(convertFromBdt(50, 'JPY', 1.15)).toBe(58);
    expect(convertFromBdt(-50, 'JPY', 1.15)).toBe(-58);
    expect(convertFromBdt(201, 'JPY', 0.5)).toBe(101);
  });

  it('never returns negative zero', () => {
    expect(Object.is(convertFromBdt(-0.3, 'BDT', 1), 0)).toBe(true);
  });
});

describe('formatMoney against Intl', () => {
  // formatMoney writes whole amounts itself (Intl's first number format is slow to make);
  // it must write exactly what Intl's en-US currency format writes.
  const amounts = [
    0,
    1,
    9,
    10,
    99,
    100,
    999,
    1000,
    1001,
    9999,
    10000,
    12345,
    99999,
    100000,
    999999,
    1000000,
    1234567,
    98765432,
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
  ];
  it.each(['BDT', 'JPY'] as const)(
    'writes %s amounts as Intl does, negative ones too',
    (currency) => {
      const intl = formatterFor(currency);
      for (const amount of [...amounts, ...amounts.map((a) => -a)]) {
        const whole = amount === 0 ? 0 : amount;
        expect(formatMoney(whole, currency, 1)).toBe(intl.format(whole));
      }
    },
  );

  it('hands amounts beyond the safe integers to Intl', () => {
    expect(formatMoney(1e21, 'BDT', 1)).toBe(formatterFor('BDT').format(1e21));
  });
});
