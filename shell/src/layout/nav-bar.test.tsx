import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NavBar } from './nav-bar';
import { activeNavEntries } from './nav-links';
import { NAV_HIDE_AFTER_PX } from './use-hide-on-scroll';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function renderNav() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <NavBar />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('NavBar hide on scroll', () => {
  it('hides after 100 px (docs/product.md#constants)', () => {
    expect(NAV_HIDE_AFTER_PX).toBe(100);
  });

  it('is visible at the top of the page, with the spec entries and the PC Builder button', () => {
    const nav = renderNav();
    expect(nav).toHaveAttribute('data-hidden', 'false');
    for (const label of [
      'Home',
      'Desktop PC',
      'Laptops',
      'Monitors',
      'Peripherals',
      'Gaming',
      'About Us',
      'PC Builder',
    ]) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'PC Builder' })).toHaveAttribute('href', '/pc-builder');
  });

  it('hides when scrolling down past 100 px', () => {
    const nav = renderNav();
    scrollTo(150);
    expect(nav).toHaveAttribute('data-hidden', 'true');
    scrollTo(600);
    expect(nav).toHaveAttribute('data-hidden', 'true');
  });

  it('hides as soon as the scroll passes 100 px, even after small steps', () => {
    const nav = renderNav();
    scrollTo(60);
    scrollTo(100);
    expect(nav).toHaveAttribute('data-hidden', 'false');
    scrollTo(101);
    expect(nav).toHaveAttribute('data-hidden', 'true');
  });

  it('stays visible when scrolling down but staying at or under 100 px', () => {
    const nav = renderNav();
    scrollTo(40);
    expect(nav).toHaveAttribute('data-hidden', 'false');
    scrollTo(100);
    expect(nav).toHaveAttribute('data-hidden', 'false');
  });

  it('shows again on any scroll up, even far down the page', () => {
    const nav = renderNav();
    scrollTo(800);
    expect(nav).toHaveAttribute('data-hidden', 'true');
    scrollTo(799);
    expect(nav).toHaveAttribute('data-hidden', 'false');
    scrollTo(900);
    expect(nav).toHaveAttribute('data-hidden', 'true');
    scrollTo(0);
    expect(nav).toHaveAttribute('data-hidden', 'false');
  });

  it('stays hidden when a scroll event reports the same position', () => {
    const nav = renderNav();
    scrollTo(500);
    scrollTo(500);
    expect(nav).toHaveAttribute('data-hidden', 'true');
  });

  it('starts from the position the page was loaded at', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true, writable: true });
    const nav = renderNav();
    expect(nav).toHaveAttribute('data-hidden', 'false');
    scrollTo(380);
    expect(nav).toHaveAttribute('data-hidden', 'false');
    scrollTo(450);
    expect(nav).toHaveAttribute('data-hidden', 'true');
  });

  it('stops listening once unmounted', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(
      <MemoryRouter>
        <NavBar />
      </MemoryRouter>,
    );
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    expect(() => scrollTo(300)).not.toThrow();
    remove.mockRestore();
  });
});

describe('the current entry, as the server keys the nav bar it keeps', () => {
  // The server writes a nav bar it rendered once into every page whose activeNavEntries
  // are the same: they must be exactly the links the nav bar marks current.
  it.each([
    '/',
    '/category/laptops',
    '/category/LAPTOPS',
    '/category/laptops/',
    '/category/laptops-and-more',
    '/category/desktop-components',
    '/product/some-laptop',
    '/pc-builder',
    '/pc-builder/saved',
    '/about',
    '/search',
    '/nowhere',
  ])('at %s', (path) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <NavBar />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const marked = [...nav.querySelectorAll('a[aria-current="page"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(activeNavEntries(path)).toEqual(marked);
  });
});
