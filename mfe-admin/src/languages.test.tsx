import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getBus, shopLocale, type Locale } from '@shop/shared';
import { fakeApi, resetPage } from '@shop/shared/testing';
import { wordsIn } from './lib/words-for-tests';
import BackOfficePage from './pages/back-office-page';
import PosPage from './pages/pos-page';
import { allowedQuantity } from './features/pos/sale-lines';
import { paymentText } from './features/orders/payment-text';
import { deliveryWhenText } from './features/orders/delivery-text';

// The back office and the counter speak the page's language (shop:locale): their words
// from the admin's catalogs, money, dates and counts through Intl in the page's locale
// (Bangla digits on Bangla pages). Staff e-mails, product names and order numbers stay
// as they are.

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

const summary = {
  id: 'CH-JA00000001',
  status: 'paid',
  channel: 'web',
  createdAt: '2026-11-26T08:00:00.000Z',
  customerName: 'Rahim Uddin',
  email: 'rahim@example.com',
  total: 123456,
  country: 'Bangladesh',
  area: 'Dhaka',
  deliveryMethod: 'ship',
  itemCount: 1,
  trackingNumber: null,
  paymentMethod: 'cod',
};

const dashboard = {
  today: { orders: 12, revenue: 123456 },
  last30Days: {
    orders: 240,
    revenue: 2345678,
    days: [{ day: '2026-11-26', orders: 12, revenue: 123456 }],
  },
  lowStock: [{ id: 'prd_ssd1', name: 'Samsung 990 PRO 1TB', stockQuantity: 2 }],
  waitingToShip: [summary],
  waitingToShipCount: 1,
};

const flush = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

function speak(locale: Locale) {
  getBus().publish(shopLocale, { locale });
}

function backOffice(at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <BackOfficePage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetPage();
  fakeApi({
    'GET /api/v1/admin/dashboard': { status: 200, body: dashboard },
    'GET /api/v1/admin/orders': {
      status: 200,
      body: { items: [summary], total: 1, page: 1, pageSize: 20 },
    },
    '/api/v1/admin/products': {
      status: 200,
      body: { items: [SSD], total: 1, page: 1, pageSize: 10 },
    },
  });
});

test('the dashboard in Japanese: tabs, cards, taka amounts and the page title', async () => {
  speak('ja');
  backOffice('/admin');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('管理画面');
  const tabs = screen.getByRole('tablist', { name: '管理画面のセクション' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual([
    'ダッシュボード',
    '注文',
    '商品',
    'レビュー',
    'クーポン',
    'カルーセル',
    '操作履歴',
    'スタッフ',
    'ジョブ',
  ]);
  expect(await screen.findByText('本日の注文')).toBeInTheDocument();
  expect(screen.getByText('本日の売上').nextSibling).toHaveTextContent('৳123,456');
  expect(screen.getByRole('link', { name: '発送待ち（1件）' })).toBeInTheDocument();
  // Product names and order numbers as they are.
  expect(screen.getByRole('button', { name: 'Samsung 990 PRO 1TB' })).toBeInTheDocument();
  expect(screen.getByText('残り2点')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: summary.id })).toBeInTheDocument();
  expect(document.title).toBe('管理画面 · Circuit Haat');
});

test('the dashboard in Bangla: Bangla words, Bangla digits, the taka sign after the amount', async () => {
  speak('bn');
  backOffice('/admin');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ব্যাক অফিস');
  expect(await screen.findByText('আজকের অর্ডার')).toBeInTheDocument();
  expect(screen.getByText('আজকের অর্ডার').nextSibling).toHaveTextContent('১২');
  expect(screen.getByText('আজকের বিক্রি').nextSibling).toHaveTextContent('১,২৩,৪৫৬৳');
  expect(screen.getByText('বাকি ২টি')).toBeInTheDocument();
});

test('the orders list and its filters in Japanese and Bangla', async () => {
  speak('ja');
  const { unmount } = backOffice('/admin?tab=orders');
  const filters = screen.getByRole('form', { name: '注文の絞り込み' });
  expect(within(filters).getByLabelText('ステータス')).toHaveDisplayValue('すべて');
  expect(within(filters).getByRole('option', { name: '発送済み' })).toBeInTheDocument();
  expect(within(filters).getByRole('option', { name: '代金引換' })).toBeInTheDocument();
  expect(within(filters).getByRole('option', { name: 'バングラデシュ' })).toBeInTheDocument();
  expect(await screen.findByText('1件の注文')).toBeInTheDocument();
  const row = screen.getByRole('row', { name: new RegExp(summary.id) });
  expect(row).toHaveTextContent('Dhaka、バングラデシュ');
  expect(row).toHaveTextContent('支払い済み');
  expect(screen.getByText('注文を選ぶと、詳細の確認とステータスの変更ができます。')).toBeVisible();
  unmount();

  speak('bn');
  backOffice('/admin?tab=orders');
  expect(await screen.findByText('১টি অর্ডার')).toBeInTheDocument();
  expect(screen.getByRole('row', { name: new RegExp(summary.id) })).toHaveTextContent('১,২৩,৪৫৬৳');
  expect(screen.getByRole('button', { name: 'ফিল্টার করুন' })).toBeInTheDocument();
  expect(screen.getByText('পৃষ্ঠা ১ / ১')).toBeInTheDocument();
});

test('the counter in Japanese: labels, the stock limit and the total', async () => {
  speak('ja');
  render(
    <MemoryRouter>
      <PosPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('POSレジ');
  const scan = screen.getByLabelText('商品コードまたは商品名をスキャン・入力してEnter');
  for (let i = 0; i < 4; i += 1) {
    fireEvent.change(scan, { target: { value: 'prd_ssd1' } });
    fireEvent.submit(scan.closest('form')!);
    await flush();
  }
  expect(screen.getByRole('alert')).toHaveTextContent('Samsung 990 PRO 1TB の在庫は3点のみです');
  expect(screen.getByLabelText('Samsung 990 PRO 1TB の数量')).toHaveValue(3);
  expect(screen.getByRole('button', { name: '会計を完了' })).toBeInTheDocument();
  expect(screen.getByLabelText('お預かり金額（৳）')).toBeInTheDocument();
});

test('the counter in Bangla', async () => {
  speak('bn');
  render(
    <MemoryRouter>
      <PosPage />
    </MemoryRouter>,
  );
  expect(screen.getByText('এখনও কিছু যোগ করা হয়নি।')).toBeInTheDocument();
  const scan = screen.getByLabelText('পণ্যের কোড বা নাম স্ক্যান করুন বা লিখুন, তারপর Enter');
  fireEvent.change(scan, { target: { value: 'prd_ssd1' } });
  fireEvent.submit(scan.closest('form')!);
  await flush();
  expect(screen.getByTestId('pos-total')).toHaveTextContent('১২,৫০০৳');
  expect(screen.getByRole('button', { name: 'বিক্রি সম্পন্ন করুন' })).toBeInTheDocument();
});

test('payment, delivery and stock lines in each language', async () => {
  const [ja, bn] = await Promise.all([wordsIn('ja'), wordsIn('bn')]);
  const cod = {
    status: 'to_be_collected',
    paymentMethod: 'cod',
    payment: null,
    cashTendered: null,
    total: 1234,
  };
  expect(paymentText(cod, ja)).toBe('代金引換：代金回収待ち、৳1,234');
  expect(paymentText(cod, bn)).toBe('ক্যাশ অন ডেলিভারি: আদায় বাকি, ১,২৩৪৳');
  expect(deliveryWhenText({ requestedDate: null, slotLabel: null }, '2026-11-26', ja)).toBe(
    '2026年11月26日(木)（予定）',
  );
  expect(allowedQuantity({ ...SSD, stockQuantity: 500 } as never, 150, bn).limit).toBe(
    'এক বিক্রিতে সর্বোচ্চ ৯৯টি',
  );
});
