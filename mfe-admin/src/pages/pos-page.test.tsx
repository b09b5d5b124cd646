import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi, resetPage } from '@shop/shared/testing';
import PosPage from './pos-page';

const SSD = {
  id: 'prd_ssd1',
  slug: 'samsung-990-pro-1tb',
  name: 'Samsung 990 PRO 1TB',
  brand: 'Samsung',
  model: '990 PRO',
  category: 'storage',
  subCategory: null,
  builderCategory: null,
  price: 12500,
  oldPrice: null,
  stockQuantity: 3,
  image: '/api/v1/images/products/samsung-990-pro-1tb.svg',
  description: '',
  specifications: [],
  builderSpecs: {},
  isFeatured: false,
  isNew: false,
  archivedAt: null,
  updatedAt: '2026-11-23T00:00:00.000Z',
};

const flush = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

beforeEach(() => resetPage());

test('a scanned code and Enter ring the product up; cash shows the change; the sale prints a receipt', async () => {
  const sales: unknown[] = [];
  const { calls } = fakeApi({
    '/api/v1/admin/products': {
      status: 200,
      body: { items: [SSD], total: 1, page: 1, pageSize: 10 },
    },
    '/api/v1/admin/pos/sales': () => {
      sales.push(null);
      return {
        status: 201,
        body: {
          orderId: 'CH-POS1',
          status: 'delivered',
          subtotal: 25000,
          total: 25000,
          paymentMethod: 'cash',
          payment: null,
          tendered: 30000,
          change: 5000,
        },
      };
    },
  });
  render(
    <MemoryRouter>
      <PosPage />
    </MemoryRouter>,
  );
  const scan = screen.getByLabelText(/Scan or type a product code/);
  expect(scan).toHaveFocus();
  for (let i = 0; i < 2; i += 1) {
    fireEvent.change(scan, { target: { value: 'prd_ssd1' } });
    fireEvent.submit(scan.closest('form')!);
    await flush();
  }
  expect(calls[0]!.query.get('q')).toBe('prd_ssd1');
  expect(screen.getByLabelText('Quantity of Samsung 990 PRO 1TB')).toHaveValue(2);
  expect(screen.getByTestId('pos-total')).toHaveTextContent('৳25,000');

  fireEvent.change(screen.getByLabelText('Cash handed over (৳)'), { target: { value: '30000' } });
  expect(screen.getByText('Change').nextSibling).toHaveTextContent('৳5,000');
  fireEvent.click(screen.getByRole('button', { name: 'Complete sale' }));
  await flush();

  expect(sales).toHaveLength(1);
  const receipt = screen.getByRole('article', { name: 'Receipt' });
  expect(receipt).toHaveTextContent('Sale CH-POS1');
  expect(receipt).toHaveTextContent('Change৳5,000');
  expect(screen.getByRole('status')).toHaveTextContent('Change due: ৳5,000');
  fireEvent.change(screen.getByLabelText('Paper'), { target: { value: '58' } });
  expect(receipt).toHaveStyle({ width: '58mm' });
});

test('more units than in stock are refused before anything is sent', async () => {
  fakeApi({
    '/api/v1/admin/products': {
      status: 200,
      body: { items: [{ ...SSD, stockQuantity: 1 }], total: 1, page: 1, pageSize: 10 },
    },
  });
  render(
    <MemoryRouter>
      <PosPage />
    </MemoryRouter>,
  );
  const scan = screen.getByLabelText(/Scan or type a product code/);
  for (let i = 0; i < 2; i += 1) {
    fireEvent.change(scan, { target: { value: 'prd_ssd1' } });
    fireEvent.submit(scan.closest('form')!);
    await flush();
  }
  expect(screen.getByRole('alert')).toHaveTextContent('Only 1 of Samsung 990 PRO 1TB in stock');
  expect(screen.getByLabelText('Quantity of Samsung 990 PRO 1TB')).toHaveValue(1);
});
