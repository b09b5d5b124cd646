import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HeroCarousel } from './hero-carousel';
import { formatMoney } from '@shop/shared';
import { wordsIn } from '../../testing/words';
import {
  CAROUSEL_INTERVAL_MS,
  DEFAULT_SHIPPING_OFFER,
  heroSlides,
  shippingSlide,
  type HeroSlide,
  type Words,
} from './hero-slides';

const taka = (amount: number) => formatMoney(amount, 'BDT', 1);
let t: Words;
let SLIDES: HeroSlide[];
beforeAll(async () => {
  t = await wordsIn('en');
  SLIDES = [...heroSlides(t), shippingSlide(DEFAULT_SHIPPING_OFFER, taka, t)];
});

function renderCarousel(slides = SLIDES) {
  render(
    <MemoryRouter>
      <HeroCarousel slides={slides} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Featured offers' });
}

/** The slide on show, as "n of 3". */
function current(): string | null {
  const active = document.querySelector('[aria-roledescription="slide"][data-active="true"]');
  return active?.getAttribute('aria-label') ?? null;
}

const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('HeroCarousel (docs/product.md#screens, #constants)', () => {
  it('has 3 slides with real images and 3 dots', () => {
    renderCarousel();
    const slides = document.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(3);
    const images = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(
      [1, 2, 3].map((n) => `http://localhost:4000/api/v1/images/slides/${n}.svg?v=2`),
    );
    for (const img of document.querySelectorAll('img')) {
      expect(img).toHaveAttribute('width', '1200');
      expect(img).toHaveAttribute('height', '450');
    }
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(dot(2)).not.toHaveAttribute('aria-current');
  });

  it('makes each slide a link whose words are text over the artwork, also when it cannot load', () => {
    renderCarousel();
    const first = screen.getByRole('link', { name: /^Build Your Dream PC/ });
    expect(first).toHaveAttribute('href', '/pc-builder');
    expect(first).toHaveTextContent('Shop now');
    for (const img of document.querySelectorAll('img')) expect(img).toHaveAttribute('alt', '');
    fireEvent.error(first.querySelector('img')!);
    expect(first).toHaveTextContent('Build Your Dream PC');
    expect(first).toHaveTextContent('Shop now');
    expect(first.querySelector('img')).toBeNull();
  });

  it('advances every 4000 ms and wraps around', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(4000);
    renderCarousel();
    expect(current()).toBe('1 of 3');
    wait(3999);
    expect(current()).toBe('1 of 3');
    wait(1);
    expect(current()).toBe('2 of 3');
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    wait(4000);
    expect(current()).toBe('3 of 3');
    wait(4000);
    expect(current()).toBe('1 of 3');
  });

  it('hides the slides not on show from assistive technology', () => {
    renderCarousel();
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
  });

  it('jumps with the dots, and the next advance comes a full 4000 ms later', () => {
    renderCarousel();
    wait(3000);
    fireEvent.click(dot(3));
    expect(current()).toBe('3 of 3');
    wait(3999);
    expect(current()).toBe('3 of 3');
    wait(1);
    expect(current()).toBe('1 of 3');
  });

  it('holds still while hovered, and moves on after the pointer leaves', () => {
    const carousel = renderCarousel();
    fireEvent.mouseEnter(carousel);
    wait(12000);
    expect(current()).toBe('1 of 3');
    fireEvent.mouseLeave(carousel);
    wait(4000);
    expect(current()).toBe('2 of 3');
  });

  it('holds still while focus is inside it', () => {
    renderCarousel();
    act(() => dot(2).focus());
    fireEvent.click(dot(2));
    wait(10000);
    expect(current()).toBe('2 of 3');
    act(() => dot(2).blur());
    wait(4000);
    expect(current()).toBe('3 of 3');
  });

  it('follows a swipe left and right', () => {
    const carousel = renderCarousel();
    fireEvent.touchStart(carousel, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 100 }] });
    expect(current()).toBe('2 of 3');
    fireEvent.touchStart(carousel, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 300 }] });
    expect(current()).toBe('1 of 3');
    fireEvent.touchStart(carousel, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 120 }] });
    expect(current()).toBe('1 of 3');
  });
});

describe('the free-shipping slide', () => {
  it("states the API's rule in the shopper's currency, over artwork without words", () => {
    renderCarousel();
    fireEvent.click(dot(3));
    const slide = screen.getByRole('link', { name: /Free Shipping/ });
    expect(slide).toHaveTextContent('Free Shipping in Bangladesh from ৳5,000');
    expect(slide).toHaveTextContent(
      'delivered to Bangladesh, Japan, United States, Canada, and United Kingdom',
    );
    expect(slide).toHaveTextContent('Shop now');
  });

  it('formats the threshold in yen and follows the published rule', () => {
    const yen = (amount: number) => formatMoney(amount, 'JPY', 1.25);
    renderCarousel([
      ...heroSlides(t),
      shippingSlide({ freeShippingThreshold: 8000, countries: ['Japan', 'Canada'] }, yen, t),
    ]);
    fireEvent.click(dot(3));
    const slide = screen.getByRole('link', { name: /Free Shipping/ });
    expect(slide).toHaveTextContent(`Free Shipping in Japan from ${yen(8000)}`);
    expect(yen(8000)).toMatch(/10,000/);
    expect(slide).toHaveTextContent('delivered to Japan and Canada');
  });
});
