import { act, screen, within } from '@testing-library/react';
import { getBus, shopCurrency, shopLocale, type Locale, type ProductSummary } from '@shop/shared';
import { fakeApi } from '@shop/shared/testing';
import { ProductListing } from './features/filters/product-listing';
import { EMPTY_FILTERS } from './features/filters/filter-params';
import { ProductCard } from './lib/product-card';
import ProductPage from './pages/product-page';
import { HeroCarousel } from './features/home/hero-carousel';
import { heroSlides, shippingSlide, DEFAULT_SHIPPING_OFFER } from './features/home/hero-slides';
import { page, product, resetPage } from './testing/catalog-fixtures';
import { renderAt } from './testing/render';
import { wordsIn } from './testing/words';

// The catalog in 日本語 and বাংলা (decision 22): a few parts in each language, counts as
// plurals, Bangla digits on Bangla pages, and the tax note beside yen prices.

beforeEach(resetPage);

function speak(locale: Locale) {
  act(() => getBus().publish(shopLocale, { locale }));
}

function inYen() {
  act(() => getBus().publish(shopCurrency, { currency: 'JPY', rate: 1.25 }));
}

const ryzen = product({
  specifications: [{ label: 'Socket', value: 'AM5' }],
  warranty: '3 Years',
  shippingType: 'Standard Delivery',
});

async function openProduct() {
  fakeApi({
    '/api/v1/products/slug': { status: 200, body: ryzen },
    '/api/v1/products': page([ryzen]),
  });
  renderAt(`/product/${ryzen.slug}`, '/product/:slug', <ProductPage />);
  await screen.findByRole('heading', { level: 1, name: ryzen.name });
}

function listing(total: number, items: ProductSummary[] = []) {
  renderAt(
    '/category/laptops',
    '/category/:slug',
    <ProductListing
      filters={EMPTY_FILTERS}
      update={() => undefined}
      result={{
        status: 'success',
        data: { items, total, page: 1, pageSize: 12, facets: null },
        retry: () => undefined,
      }}
      errorMessage="x"
      sorts={['price-asc']}
      defaultSortLabel="-"
      showCategory={false}
      label="Laptops"
    />,
  );
}

describe('the product page', () => {
  it('in Japanese: stock, Add to Cart, the specification labels, warranty and delivery; the name as the maker writes it', async () => {
    speak('ja');
    await openProduct();
    expect(screen.getByRole('button', { name: 'カートに入れる' })).toBeInTheDocument();
    expect(screen.getByTestId('stock-state')).toHaveTextContent('在庫あり（残り15点）');
    expect(screen.getByText('（税込）')).toBeInTheDocument();
    const specs = screen.getByRole('table');
    expect(within(specs).getByRole('rowheader', { name: 'ソケット' })).toBeInTheDocument();
    expect(within(specs).getByRole('cell', { name: 'AM5' })).toBeInTheDocument();
    expect(screen.getByText('3年')).toBeInTheDocument();
    expect(screen.getByText('通常配送')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'パンくずリスト' })).toHaveTextContent(
      'ホーム / デスクトップパーツ',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ryzen.name);
  });

  it('in Bangla: Bangla digits in the price, the stock and the rating', async () => {
    speak('bn');
    await openProduct();
    expect(screen.getByRole('button', { name: 'কার্টে যোগ করুন' })).toBeInTheDocument();
    expect(screen.getByTestId('product-price')).toHaveTextContent('৩২,৫০০৳');
    expect(screen.getByTestId('stock-state')).toHaveTextContent('স্টকে আছে (১৫টি আছে)');
    expect(screen.getByText('(করসহ)')).toBeInTheDocument();
    expect(screen.getByText('৩ বছর')).toBeInTheDocument();
    expect(screen.getByLabelText(/^৫-এর মধ্যে [০-৯]\.[০-৯] রেটিং$/)).toBeInTheDocument();
  });
});

describe('result counts are plurals in each language', () => {
  it.each([
    ['en', 1, '1 product'],
    ['en', 12, '12 products'],
    ['ja', 1, '1件の商品'],
    ['ja', 12, '12件の商品'],
    ['bn', 1, '১টি পণ্য'],
    ['bn', 1234, '১,২৩৪টি পণ্য'],
  ] as const)('%s: %i -> %s', (locale, total, text) => {
    speak(locale);
    listing(total);
    expect(screen.getByTestId('result-count')).toHaveTextContent(text);
  });
});

describe('the tax note beside yen prices on a card', () => {
  it.each([
    ['en', 'incl. tax', /¥40,625/],
    ['ja', '税込', /￥40,625/],
    ['bn', 'করসহ', /৪০,৬২৫¥/],
  ] as const)('%s: "%s" beside yen, nothing beside taka', (locale, note, yen) => {
    speak(locale);
    const { unmount } = renderAt('/', '/', <ProductCard product={ryzen} />);
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    unmount();
    inYen();
    renderAt('/', '/', <ProductCard product={ryzen} />);
    expect(screen.getByText(note, { exact: true })).toBeInTheDocument();
    expect(screen.getByTestId('price')).toHaveTextContent(yen);
  });
});

describe('the home page hero', () => {
  it('speaks Bangla, with Bangla digits and the countries in Bangla', async () => {
    speak('bn');
    const t = await wordsIn('bn');
    renderAt(
      '/',
      '/',
      <HeroCarousel
        slides={[...heroSlides(t), shippingSlide(DEFAULT_SHIPPING_OFFER, (n) => `${n}৳`, t, 'bn')]}
      />,
    );
    expect(screen.getByRole('region', { name: 'বিশেষ অফার' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '২ নম্বর স্লাইডে যান' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /আপনার স্বপ্নের পিসি বানান/ })).toHaveTextContent(
      'এখনই কিনুন',
    );
    // The third slide is not on show (hidden from assistive technology): read its text.
    expect(screen.getByText(/ফ্রি শিপিং/)).toHaveTextContent('বাংলাদেশ-এ 5000৳ থেকে ফ্রি শিপিং');
    expect(screen.getByText(/ডেলিভারি হয়/)).toHaveTextContent(
      /বাংলাদেশ, জাপান, যুক্তরাষ্ট্র, কানাডা,? (ও|এবং) যুক্তরাজ্য/,
    );
  });

  it('speaks Japanese', async () => {
    speak('ja');
    const t = await wordsIn('ja');
    renderAt('/', '/', <HeroCarousel slides={heroSlides(t)} />);
    expect(screen.getByRole('region', { name: '注目のキャンペーン' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /理想のPCを組み立てよう/ })).toHaveTextContent(
      '今すぐチェック',
    );
  });
});
