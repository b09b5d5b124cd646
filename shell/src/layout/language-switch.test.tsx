import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { getBus, shopLocale } from '@shop/shared';
import { startLocaleOwner } from '../locale/locale-owner';
import { LocaleRouter } from '../locale/locale-router';
import { LanguageOffer } from './language-offer';
import { LanguageSwitch } from './language-switch';

// The header's language switch and the shell's ownership of shop:locale: the address
// decides the language, the switch moves the same page to the other language's address
// (the page's state stays), and the choice is remembered for the server.

const bus = getBus();
const localeCookie = () => /(?:^|;\s*)locale=([^;]*)/.exec(document.cookie)?.[1];

/** A page that counts its own mounts: a switch of language must not remount it. */
let mounts = 0;
function ProductPage() {
  const { slug } = useParams();
  const location = useLocation();
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <p>
      product {slug} at {location.pathname}
    </p>
  );
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  startLocaleOwner(window.location.pathname);
  return render(
    <LocaleRouter>
      <LanguageSwitch />
      <LanguageOffer />
      <Routes>
        <Route path="/product/:slug" element={<ProductPage />} />
      </Routes>
    </LocaleRouter>,
  );
}

beforeEach(() => {
  mounts = 0;
  localStorage.clear();
  document.cookie = 'locale=; Path=/; Max-Age=0';
  bus.publish(shopLocale, { locale: 'en' });
});

describe('the language switch', () => {
  it('is a labelled choice of the three languages, each named in itself', () => {
    renderAt('/product/ssd-1');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['日本語', 'ja'],
      ['বাংলা', 'bn'],
    ]);
  });

  it('moves the same page to /ja, publishes ja and remembers it, without remounting the page', async () => {
    renderAt('/product/ssd-1?ref=home#specs');
    expect(screen.getByText('product ssd-1 at /product/ssd-1')).toBeInTheDocument();
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
        target: { value: 'ja' },
      });
    });
    expect(window.location.pathname).toBe('/ja/product/ssd-1');
    expect(window.location.search).toBe('?ref=home');
    expect(window.location.hash).toBe('#specs');
    expect(bus.current(shopLocale).locale).toBe('ja');
    // The route table's path, inside the /ja basename.
    expect(screen.getByText('product ssd-1 at /product/ssd-1')).toBeInTheDocument();
    expect(mounts).toBe(1);
    expect(localeCookie()).toBe('ja');
    expect(localStorage.getItem('circuithaat.locale')).toBe('ja');
    // The switch itself speaks Japanese now.
    expect(await screen.findByRole('combobox', { name: '言語' })).toHaveValue('ja');
  });

  it('back to English drops the prefix; the browser Back button goes back to Japanese', async () => {
    renderAt('/bn/product/ssd-1');
    expect(bus.current(shopLocale).locale).toBe('bn');
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'ভাষা' }), {
        target: { value: 'en' },
      });
    });
    expect(window.location.pathname).toBe('/product/ssd-1');
    expect(bus.current(shopLocale).locale).toBe('en');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(window.location.pathname).toBe('/bn/product/ssd-1');
    expect(bus.current(shopLocale).locale).toBe('bn');
  });
});

describe('the shell owns shop:locale', () => {
  it('publishes the language of the address it starts on', () => {
    expect(startLocaleOwner('/ja/about')).toBe('ja');
    expect(bus.current(shopLocale)).toEqual({ locale: 'ja' });
    expect(startLocaleOwner('/about')).toBe('en');
    expect(bus.current(shopLocale)).toEqual({ locale: 'en' });
  });

  it('a choice kept only in storage goes back into the cookie the server reads', () => {
    localStorage.setItem('circuithaat.locale', 'bn');
    startLocaleOwner('/');
    expect(localeCookie()).toBe('bn');
    // The address still decides the page: the server sends the next bare address to /bn.
    expect(bus.current(shopLocale).locale).toBe('en');
  });

  it('ignores a damaged saved choice', () => {
    localStorage.setItem('circuithaat.locale', 'xx');
    startLocaleOwner('/');
    expect(localeCookie()).toBeUndefined();
  });
});

describe('the offer of the browser language', () => {
  const languages = (list: string[]) =>
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(list);

  afterEach(() => jest.restoreAllMocks());

  it('offers Japanese, in Japanese, to a first visit whose browser prefers it, and stays put', async () => {
    languages(['ja-JP', 'en']);
    renderAt('/product/ssd-1');
    const offer = await screen.findByRole('region', {
      name: 'このショップは日本語でもご利用いただけます。',
    });
    expect(offer).toHaveAttribute('lang', 'ja');
    expect(window.location.pathname).toBe('/product/ssd-1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '日本語で見る' })));
    expect(window.location.pathname).toBe('/ja/product/ssd-1');
    expect(localeCookie()).toBe('ja');
  });

  it('staying is remembered, so it is asked once', async () => {
    languages(['bn-BD']);
    renderAt('/product/ssd-1');
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Stay in English' })),
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(localeCookie()).toBe('en');
  });

  it('is not offered to a shopper who chose before, nor when the page is in the preferred language', () => {
    languages(['ja-JP']);
    document.cookie = 'locale=en; Path=/';
    renderAt('/product/ssd-1');
    expect(screen.queryByRole('region')).toBeNull();
    document.cookie = 'locale=; Path=/; Max-Age=0';
    renderAt('/ja/product/ssd-1');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
