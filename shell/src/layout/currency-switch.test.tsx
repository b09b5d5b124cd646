import { act, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_JPY_PER_BDT, getBus, shopCurrency, type CurrencyState } from '@shop/shared';
import { apiError, fakeApi, type FakeApi } from '@shop/shared/testing';
import { loadExchangeRate, startCurrencyOwner } from '../currency/currency-owner';
import { CurrencySwitch } from './currency-switch';

const STORAGE_KEY = 'circuithaat.currency';
const bus = getBus();

const currencyCookie = () => /(?:^|;\s*)currency=([^;]*)/.exec(document.cookie)?.[1];

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'currency=; Path=/; Max-Age=0';
  bus.publish(shopCurrency, { currency: 'BDT', rate: DEFAULT_JPY_PER_BDT });
});

const bdt = () => screen.getByRole('button', { name: '৳ BDT' });
const jpy = () => screen.getByRole('button', { name: '¥ JPY' });

describe('CurrencySwitch', () => {
  it('offers taka and yen in a labelled group, taka pressed by default', () => {
    render(<CurrencySwitch />);
    expect(screen.getByRole('group', { name: 'Currency' })).toBeInTheDocument();
    expect(bdt()).toHaveAttribute('aria-pressed', 'true');
    expect(jpy()).toHaveAttribute('aria-pressed', 'false');
  });

  it('clicking JPY publishes shop:currency JPY, keeps the rate, persists the choice and presses JPY', () => {
    render(<CurrencySwitch />);
    const seen: CurrencyState[] = [];
    const subscription = bus.state(shopCurrency).subscribe((value) => seen.push(value));

    fireEvent.click(jpy());

    expect(seen.at(-1)).toEqual({ currency: 'JPY', rate: DEFAULT_JPY_PER_BDT });
    expect(bus.current(shopCurrency).currency).toBe('JPY');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('JPY');
    // The shell's server reads the cookie and renders the next page in yen.
    expect(currencyCookie()).toBe('JPY');
    expect(jpy()).toHaveAttribute('aria-pressed', 'true');
    expect(bdt()).toHaveAttribute('aria-pressed', 'false');
    subscription.unsubscribe();
  });

  it('keeps the exchange rate the API published', () => {
    bus.publish(shopCurrency, { currency: 'BDT', rate: 1.32 });
    render(<CurrencySwitch />);
    fireEvent.click(jpy());
    expect(bus.current(shopCurrency)).toEqual({ currency: 'JPY', rate: 1.32 });
  });

  it('switches back to BDT', () => {
    render(<CurrencySwitch />);
    fireEvent.click(jpy());
    fireEvent.click(bdt());
    expect(bus.current(shopCurrency).currency).toBe('BDT');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('BDT');
    expect(bdt()).toHaveAttribute('aria-pressed', 'true');
    expect(jpy()).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows a currency published elsewhere on the bus', () => {
    render(<CurrencySwitch />);
    act(() => bus.publish(shopCurrency, { currency: 'JPY', rate: DEFAULT_JPY_PER_BDT }));
    expect(jpy()).toHaveAttribute('aria-pressed', 'true');
  });

  it('a saved choice is restored at startup', () => {
    localStorage.setItem(STORAGE_KEY, 'JPY');
    startCurrencyOwner();
    render(<CurrencySwitch />);
    expect(bus.current(shopCurrency).currency).toBe('JPY');
    expect(jpy()).toHaveAttribute('aria-pressed', 'true');
  });

  it('a choice saved before the cookie existed moves into the cookie', () => {
    localStorage.setItem(STORAGE_KEY, 'JPY');
    startCurrencyOwner();
    expect(currencyCookie()).toBe('JPY');
  });

  it('the cookie, which the server rendered the page with, wins over an older saved choice', () => {
    localStorage.setItem(STORAGE_KEY, 'BDT');
    document.cookie = 'currency=JPY; Path=/';
    startCurrencyOwner({ currency: 'JPY', rate: 1.4 });
    expect(bus.current(shopCurrency)).toEqual({ currency: 'JPY', rate: 1.4 });
    expect(localStorage.getItem(STORAGE_KEY)).toBe('JPY');
  });

  it('a damaged saved choice is ignored at startup', () => {
    localStorage.setItem(STORAGE_KEY, 'USD');
    startCurrencyOwner();
    expect(bus.current(shopCurrency).currency).toBe('BDT');
  });

  it('still switches when localStorage is blocked', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      render(<CurrencySwitch />);
      fireEvent.click(jpy());
      expect(bus.current(shopCurrency).currency).toBe('JPY');
      expect(jpy()).toHaveAttribute('aria-pressed', 'true');
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('the exchange rate', () => {
  let api: FakeApi | undefined;
  afterEach(() => api?.restore());

  it('comes from the API configuration', async () => {
    api = fakeApi({
      'GET /api/v1/config': { status: 200, body: { jpyPerBdt: 1.31, currencies: ['BDT', 'JPY'] } },
    });
    await loadExchangeRate();
    expect(bus.current(shopCurrency).rate).toBe(1.31);
    expect(api.callsTo('/api/v1/config')).toHaveLength(1);
  });

  it('stays the built-in one when the API fails or answers nonsense', async () => {
    api = fakeApi({ 'GET /api/v1/config': apiError(503, 'UNAVAILABLE', 'down') });
    await loadExchangeRate();
    api.restore();
    api = fakeApi({ 'GET /api/v1/config': { status: 200, body: { jpyPerBdt: -4 } } });
    await loadExchangeRate();
    expect(bus.current(shopCurrency).rate).toBe(DEFAULT_JPY_PER_BDT);
  });
});
