import type { Order } from '@shop/shared';
import { cartAmounts, orderAmountsIn } from './amounts-of';

const ORDER: Pick<
  Order,
  'items' | 'shippingCost' | 'couponDiscount' | 'currency' | 'rate' | 'inCurrency'
> = {
  items: [{ productId: 'p1', name: 'Switch', unitPrice: 950, quantity: 4, lineTotal: 3800 }],
  shippingCost: 150,
  couponDiscount: 0,
  currency: 'JPY',
  rate: 1.25,
};

describe('orderAmountsIn', () => {
  it("works a yen order's figures out with the rate it recorded, not today's", () => {
    expect(orderAmountsIn(ORDER, 'JPY', 2)).toEqual({
      currency: 'JPY',
      items: [{ productId: 'p1', unitPrice: 1188, quantity: 4, lineTotal: 4752 }],
      subtotal: 4752,
      shippingCost: 188,
      couponDiscount: 0,
      total: 4940,
    });
  });

  it('takes the figures the API recorded when it sent them', () => {
    const recorded = { ...orderAmountsIn(ORDER, 'JPY', 1.25), total: 4940 };
    expect(orderAmountsIn({ ...ORDER, inCurrency: recorded }, 'JPY', 2)).toBe(recorded);
  });

  it('shows the order in taka as its taka amounts, whatever the rate', () => {
    expect(orderAmountsIn(ORDER, 'BDT', 2)).toMatchObject({ subtotal: 3800, total: 3950 });
  });
});

describe('cartAmounts', () => {
  it("adds up a cart's lines at their shown unit prices", () => {
    const product = {
      id: 'p1',
      name: 'Switch',
      slug: 'switch',
      image: '',
      category: 'network',
      price: 950,
    };
    const figures = cartAmounts(
      [
        { product, quantity: 3 },
        { product: { ...product, id: 'p2' }, quantity: 1 },
      ],
      { shipping: 150, discount: 0 },
      'JPY',
      1.25,
    );
    // ¥3,564 + ¥1,188, where converting each line's taka total gave ¥3,563 + ¥1,188.
    expect(figures.lines.map((line) => line.lineTotal)).toEqual([3564, 1188]);
    expect(figures.productTotal).toBe(4752);
  });
});
