import type { AdminProduct } from '../../lib/admin-types';
import type { Words } from '../../lib/i18n';
import { wordsIn } from '../../lib/words-for-tests';
import { addOne, allowedQuantity, cashOf, saleTotal } from './sale-lines';

let en: Words;
beforeAll(async () => {
  en = await wordsIn('en');
});

const product = (stockQuantity: number, price = 1000) =>
  ({ id: 'p1', name: 'SSD', price, stockQuantity }) as AdminProduct;

test('one more unit joins its line, or is refused with what is in stock', () => {
  const first = addOne([], product(2), en);
  expect(first).toEqual({ lines: [{ product: product(2), quantity: 1 }] });
  const lines = 'lines' in first ? first.lines : [];
  expect(addOne(lines, product(2), en)).toEqual({ lines: [{ product: product(2), quantity: 2 }] });
  expect(addOne(lines, product(1), en)).toEqual({ error: 'Only 1 of SSD in stock' });
  expect(addOne([], product(0), en)).toEqual({ error: 'SSD is out of stock' });
});

test('a typed quantity is lowered to the stock or to 99 a sale, saying why', () => {
  expect(allowedQuantity(product(5), 3, en)).toEqual({ quantity: 3, limit: null });
  expect(allowedQuantity(product(5), 9, en)).toEqual({ quantity: 5, limit: 'Only 5 in stock' });
  expect(allowedQuantity(product(500), 150, en)).toEqual({
    quantity: 99,
    limit: 'At most 99 per sale',
  });
  expect(allowedQuantity(product(5), Number.NaN, en)).toEqual({ quantity: 0, limit: null });
});

test('the total and the cash handed over', () => {
  expect(saleTotal([{ product: product(5, 1200), quantity: 3 }])).toBe(3600);
  expect(cashOf(' 5000 ')).toBe(5000);
  expect(cashOf('50.5')).toBeNull();
});
