import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HeroCarousel } from './hero-carousel';
import { wordsIn } from '../../testing/words';
import { CAROUSEL_INTERVAL_MS, heroSlides, type HeroSlide } from './hero-slides';

let HERO_SLIDES: HeroSlide[];
beforeAll(async () => {
  HERO_SLIDES = heroSlides(await wordsIn('en'));
});

// The system's "reduce motion" setting, as the browser reports it; changeable mid-test.
let reduce = true;
const listeners = new Set<() => void>();
function setReduce(value: boolean) {
  reduce = value;
  for (const listener of listeners) listener();
}

beforeEach(() => {
  jest.useFakeTimers();
  reduce = true;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      media: query,
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && reduce;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }),
  });
});
afterEach(() => {
  jest.useRealTimers();
  listeners.clear();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

function current(): string | null {
  const active = document.querySelector('[aria-roledescription="slide"][data-active="true"]');
  return active?.getAttribute('aria-label') ?? null;
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('HeroCarousel with reduced motion', () => {
  it('does not advance by itself; the dots still change the slide', () => {
    render(
      <MemoryRouter>
        <HeroCarousel slides={HERO_SLIDES} />
      </MemoryRouter>,
    );
    for (let i = 0; i < 3; i += 1) {
      wait(CAROUSEL_INTERVAL_MS + 100);
      expect(current()).toBe(`1 of ${HERO_SLIDES.length}`);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(current()).toBe(`2 of ${HERO_SLIDES.length}`);
    wait(CAROUSEL_INTERVAL_MS + 100);
    expect(current()).toBe(`2 of ${HERO_SLIDES.length}`);
  });

  it('starts advancing when the shopper turns the setting off', () => {
    render(
      <MemoryRouter>
        <HeroCarousel slides={HERO_SLIDES} />
      </MemoryRouter>,
    );
    act(() => setReduce(false));
    wait(CAROUSEL_INTERVAL_MS);
    expect(current()).toBe(`2 of ${HERO_SLIDES.length}`);
  });
});
