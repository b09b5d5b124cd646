import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  authSession,
  getBus,
  shopCurrency,
  shopLocale,
  type CartItem,
  type CartProduct,
  type Locale,
  type Order,
} from '@shop/shared';
import { fakeApi, NOT_FOUND, type FakeApi } from '@shop/shared/testing';
import { quoteFor } from './testing/shipping-quote';
import { clearCart, startCartOwner } from './lib/cart-store';
import { removeCoupon } from './lib/coupon-store';
import CartWidget from './widgets/cart-widget';
import CheckoutPage from './pages/checkout-page';
import OrderDetailPage from './pages/order-detail-page';
import TrackPage from './pages/track-page';

// The cart and checkout in Japanese and Bangla (decision 22): the drawer, the checkout's
// labels and validation messages, Bangla area names first on Bangla pages, and a Japanese
// order's address in Japanese order on a Japanese page.

const bus = getBus();
jest.setTimeout(20_000);

const ssd: CartProduct = {
  id: 'p-ssd',
  name: 'Samsung 990 EVO 1TB',
  slug: 'samsung-990-evo-1tb',
  image: '/images/ssd.svg',
  category: 'storage',
  price: 2200,
};
const line: CartItem[] = [{ id: ssd.id, product: ssd, quantity: 2 }];

const areas = {
  divisions: [{ id: 'div-sylhet', name: 'Sylhet', bn: 'সিলেট' }],
  districts: [{ id: 'dist-sylhet', name: 'Sylhet', bn: 'সিলেট', divisionId: 'div-sylhet' }],
  upazilas: [
    { id: 'upz-beanibazar', name: 'Beanibazar', bn: 'বিয়ানীবাজার', districtId: 'dist-sylhet' },
  ],
};

let api: FakeApi;
let stopOwner: () => void = () => undefined;

function startApi() {
  api = fakeApi(
    {
      'POST /api/v1/shipping/quote': (call) => quoteFor(call, { [ssd.id]: ssd.price }),
      'GET /api/v1/config': () => ({ status: 200, body: { prefectures: ['Tokyo', 'Okinawa'] } }),
      'GET /api/v1/shipping/areas/bd': () => ({ status: 200, body: areas }),
      'GET /api/v1/inventory/*/check': () => ({
        status: 200,
        body: { available: true, stock: 50 },
      }),
    },
    { otherwise: NOT_FOUND },
  );
}

function renderIn(locale: Locale, element: React.ReactNode, at = '/') {
  bus.publish(shopLocale, { locale });
  return render(<MemoryRouter initialEntries={[at]}>{element}</MemoryRouter>);
}

function withCart(items: CartItem[]) {
  localStorage.setItem('circuithaat.cart', JSON.stringify(items));
  stopOwner = startCartOwner();
}

beforeEach(() => {
  bus.publish(authSession, { user: null, loading: false });
  startApi();
});

afterEach(async () => {
  await act(async () => {
    await clearCart();
    removeCoupon();
  });
  stopOwner();
  api.restore();
  localStorage.clear();
  sessionStorage.clear();
  bus.publish(shopCurrency, { currency: 'BDT', rate: 1.25 });
  bus.publish(shopLocale, { locale: 'en' });
});

describe('the drawer', () => {
  test('in Japanese: badge, title, lines and buttons; yen totals say 税込', async () => {
    bus.publish(shopCurrency, { currency: 'JPY', rate: 1.25 });
    withCart(line);
    renderIn('ja', <CartWidget />);
    const badge = await screen.findByTestId('cart-badge');
    expect(badge).toHaveTextContent('2 点の商品がカートにあります、');
    expect(badge).toHaveTextContent('￥5,500');
    fireEvent.click(badge);
    const drawer = await screen.findByRole('dialog', { name: 'カート（2）' });
    expect(within(drawer).getByRole('button', { name: 'レジに進む' })).toBeInTheDocument();
    expect(
      within(drawer).getByRole('button', { name: 'Samsung 990 EVO 1TBを削除' }),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('商品合計')).toBeInTheDocument();
    expect(await within(drawer).findByTestId('summary-tax')).toHaveTextContent('税込');
    expect(within(drawer).getByPlaceholderText('クーポンコード')).toBeInTheDocument();
  });

  test('in Bangla: Bangla words, Bangla digits and the taka sign after the amount', async () => {
    withCart(line);
    renderIn('bn', <CartWidget />);
    const badge = await screen.findByTestId('cart-badge');
    expect(badge).toHaveTextContent(/^২ টি পণ্য আপনার কার্টে,/);
    expect(badge).toHaveTextContent('৪,৪০০৳');
    fireEvent.click(badge);
    const drawer = await screen.findByRole('dialog', { name: 'আপনার কার্ট (২)' });
    expect(within(drawer).getByRole('button', { name: 'অর্ডার করুন' })).toBeInTheDocument();
    expect(within(drawer).getByText('সর্বমোট')).toBeInTheDocument();
    // The Calculate dialog: Bangladesh's areas with their Bangla names first.
    fireEvent.click(within(drawer).getByRole('button', { name: 'হিসাব করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'ডেলিভারি চার্জ হিসাব করুন' });
    fireEvent.change(within(dialog).getByLabelText('দেশ'), { target: { value: 'Bangladesh' } });
    expect(
      await within(dialog).findByRole('option', { name: 'সিলেট (Sylhet)' }),
    ).toBeInTheDocument();
  });

  test('an empty drawer in either language', async () => {
    for (const [locale, empty] of [
      ['ja', 'カートに商品はありません'],
      ['bn', 'আপনার কার্ট খালি'],
    ] as const) {
      withCart([]);
      const view = renderIn(locale, <CartWidget />);
      // No badge without items; the drawer opened by a command shows the empty state.
      expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
      const { drawerOpen$ } = await import('./lib/cart-store');
      act(() => drawerOpen$.next(true));
      expect(await screen.findByText(empty)).toBeInTheDocument();
      act(() => drawerOpen$.next(false));
      view.unmount();
      stopOwner();
    }
  });
});

describe('the checkout', () => {
  const checkout = (locale: Locale) =>
    renderIn(
      locale,
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
      </Routes>,
      '/checkout',
    );

  test('in Japanese: family name first, Japanese labels and validation messages, prefectures in Japanese', async () => {
    withCart(line);
    checkout('ja');
    expect(await screen.findByRole('heading', { name: 'ご注文手続き' })).toBeInTheDocument();
    const labels = screen
      .getAllByText(/^(姓|名)$/)
      .map((label) => label.textContent?.replace(' *', ''));
    expect(labels).toEqual(['姓', '名']);
    expect(screen.getByLabelText('郵便番号', { exact: false })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: '沖縄県' })).toHaveValue('Okinawa');
    fireEvent.click(screen.getByRole('button', { name: '注文を確定する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'お届け先の必須項目をすべて入力してください',
    );
    expect(screen.getAllByText('必須項目です').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('郵便番号', { exact: false }), {
      target: { value: '9000' },
    });
    fireEvent.click(screen.getByRole('button', { name: '注文を確定する' }));
    expect(await screen.findByText('郵便番号はNNN-NNNNの形で入力してください')).toBeInTheDocument();
    expect(screen.getByTestId('tax-note')).toHaveTextContent('税込');
  });

  test('in Bangla: Bangla labels, messages and area names first in Bangla', async () => {
    withCart(line);
    checkout('bn');
    expect(await screen.findByRole('heading', { name: 'চেকআউট' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('দেশ', { exact: false, selector: 'select' }), {
      target: { value: 'Bangladesh' },
    });
    expect(await screen.findByRole('option', { name: 'সিলেট (Sylhet)' })).toBeInTheDocument();
    expect(screen.getByText('কুরিয়ারে আমার ঠিকানায়')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('মোবাইল নম্বর (+880)', { exact: false }), {
      target: { value: '12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'অর্ডার নিশ্চিত করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ডেলিভারির সব আবশ্যক তথ্য পূরণ করুন');
    expect(
      screen.getByText('বাংলাদেশি মোবাইল নম্বর লিখুন: 01XXXXXXXXX, +880 সহ বা ছাড়া'),
    ).toBeInTheDocument();
  });

  test("the API's message is shown as the API gives it", async () => {
    const { say } = await import('./lib/say');
    const { loadMessages } = await import('@shop/shared');
    const { checkoutMessages } = await import('./messages/checkout/catalogs');
    const i18n = await loadMessages(checkoutMessages, 'ja');
    const translator = { locale: 'ja' as const, i18n, t: (id: string) => i18n._(id) };
    expect(say(translator, 'Card has expired')).toBe('カードの有効期限が切れています');
    expect(say(translator, '在庫が足りません')).toBe('在庫が足りません');
  });
});

describe('the order page', () => {
  const order: Order = {
    id: 'CH-7K2M9Q4X1P',
    status: 'paid',
    createdAt: '2026-11-20T05:00:00.000Z',
    updatedAt: '2026-11-20T05:00:00.000Z',
    items: [
      {
        productId: 'p1',
        name: 'AMD Ryzen 7 7700X',
        unitPrice: 32500,
        quantity: 2,
        lineTotal: 65000,
      },
    ],
    shipping: {
      firstName: 'Hanako',
      lastName: 'Yamada',
      email: 'hanako@example.com',
      phone: '',
      address: '1-2-3 Kumoji',
      city: '那覇市',
      state: 'Okinawa',
      zipCode: '900-0001',
      country: 'Japan',
      town: '久茂地',
    },
    subtotal: 65000,
    shippingCost: 0,
    couponCode: null,
    couponDiscount: 0,
    total: 65000,
    currency: 'BDT',
    rate: 1.25,
    payment: { brand: 'visa', last4: '4242' },
    trackingNumber: null,
    deliveryDays: 3,
    shipDate: '2026-11-21',
    deliveryDate: '2026-11-24',
    refunds: [],
  };
  const orderPage = (locale: Locale, body: Order) => {
    api.restore();
    api = fakeApi({ '/api/v1/orders': { status: 200, body } });
    return renderIn(
      locale,
      <Routes>
        <Route path="/orders/:id" element={<OrderDetailPage />} />
      </Routes>,
      '/orders/CH-7K2M9Q4X1P#token=t',
    );
  };

  test('in Japanese: the address in Japanese order, 〒 first and the name last with 様', async () => {
    orderPage('ja', order);
    expect(await screen.findByRole('heading', { name: '注文 CH-7K2M9Q4X1P' })).toBeInTheDocument();
    expect(screen.getByText('支払い済み')).toBeInTheDocument();
    const address = screen.getByTestId('order-address');
    expect(address.querySelector('p')?.innerHTML.split('<br>')).toEqual([
      '〒900-0001',
      '沖縄県那覇市久茂地',
      '1-2-3 Kumoji',
      'Yamada Hanako 様',
    ]);
    expect(
      screen.getByText('VISA（末尾4242）でお支払い済み'.replace('VISA', 'Visa')),
    ).toBeInTheDocument();
  });

  test('in English the same order keeps its English order', async () => {
    orderPage('en', order);
    const address = await screen.findByTestId('order-address');
    expect(address).toHaveTextContent(/^Hanako Yamada〒900-0001 Okinawa/);
  });

  test('in Bangla: Bangla words and dates, a Bangladeshi area with its Bangla names first', async () => {
    orderPage('bn', {
      ...order,
      shipping: {
        ...order.shipping,
        country: 'Bangladesh',
        city: 'Sylhet',
        state: '',
        zipCode: '3170',
        phone: '+8801712345678',
      },
      countryCode: 'BD',
      area: {
        division: { id: 'div-sylhet', name: 'Sylhet', bn: 'সিলেট' },
        district: { id: 'dist-sylhet', name: 'Sylhet', bn: 'সিলেট' },
        upazila: { id: 'upz-beanibazar', name: 'Beanibazar', bn: 'বিয়ানীবাজার' },
      },
    } as Order);
    expect(await screen.findByRole('heading', { name: 'অর্ডার CH-7K2M9Q4X1P' })).toBeInTheDocument();
    expect(screen.getByTestId('order-area')).toHaveTextContent(
      'বিয়ানীবাজার (Beanibazar), সিলেট (Sylhet), সিলেট (Sylhet)',
    );
    expect(screen.getByText('পেমেন্ট সম্পন্ন')).toBeInTheDocument();
    expect(screen.getByTestId('order-address')).toHaveTextContent('বাংলাদেশ');
    await waitFor(() => expect(document.body).toHaveTextContent('৬৫,০০০৳'));
  });
});

describe('the track page', () => {
  test("a shipped order's carrier is named in the page's language", async () => {
    api.restore();
    api = fakeApi(
      {
        'POST /api/v1/orders/track': () => ({
          status: 200,
          body: {
            found: true,
            order: {
              id: 'CH-7K2M9QX4TB',
              status: 'shipped',
              placedAt: '2026-11-20T03:00:00.000Z',
              deliveryMethod: 'ship',
              shipDate: '2026-11-21',
              deliveryDate: '2026-11-22',
              trackingNumber: '111122223333',
              carrier: 'yamato',
              carrierName: 'Yamato Transport',
              trackingUrl: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko',
            },
          },
        }),
      },
      { otherwise: NOT_FOUND },
    );
    renderIn('ja', <TrackPage />, '/track');
    fireEvent.change(await screen.findByLabelText('注文番号', { exact: false }), {
      target: { value: 'CH-7K2M9QX4TB' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'メールアドレス' }), {
      target: { value: 'buyer@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: '注文状況を確認' }));
    const found = await screen.findByTestId('track-found');
    expect(within(found).getByText('ヤマト運輸')).toBeInTheDocument();
    expect(found).not.toHaveTextContent('Yamato Transport');
  });
});
