import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  POPUP_DELAY_MS,
  POPUP_FADE_MS,
  POPUP_SHOWN_KEY,
  POPUP_VISIBLE_DELAY_MS,
  StartupPopup,
} from './startup-popup';

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

/** The backdrop that carries the phase, or null when the popup is not in the page. */
const popup = () => document.querySelector<HTMLElement>('[data-phase]');

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  sessionStorage.clear();
});

/** Renders the popup and brings it to its visible phase (1000 + 200 ms). */
function renderVisible() {
  render(<StartupPopup />);
  advance(POPUP_DELAY_MS);
  advance(POPUP_VISIBLE_DELAY_MS);
  expect(popup()).toHaveAttribute('data-phase', 'visible');
}

describe('StartupPopup', () => {
  it('uses the spec timings and the session flag key', () => {
    expect(POPUP_DELAY_MS).toBe(1000);
    expect(POPUP_VISIBLE_DELAY_MS).toBe(200);
    expect(POPUP_SHOWN_KEY).toBe('circuithaat.startupPopupShown');
  });

  it('shows nothing at first', () => {
    render(<StartupPopup />);
    expect(popup()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(999);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('appears at 1000 ms and becomes visible 200 ms later with focus on its button', () => {
    render(<StartupPopup />);
    advance(1000);
    expect(popup()).toHaveAttribute('data-phase', 'mounted');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    advance(199);
    expect(popup()).toHaveAttribute('data-phase', 'mounted');
    advance(1);
    expect(popup()).toHaveAttribute('data-phase', 'visible');

    const dialog = screen.getByRole('dialog', { name: 'Updates are coming soon' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Explore the shop' })).toHaveFocus();
  });

  it('is remembered for the session as soon as it is shown, before it is closed', () => {
    render(<StartupPopup />);
    advance(POPUP_DELAY_MS);
    expect(sessionStorage.getItem(POPUP_SHOWN_KEY)).toBeNull();
    advance(POPUP_VISIBLE_DELAY_MS);
    expect(sessionStorage.getItem(POPUP_SHOWN_KEY)).toBe('true');
  });

  it('does not come back after a reload while it was still open', () => {
    const { unmount } = render(<StartupPopup />);
    advance(POPUP_DELAY_MS);
    advance(POPUP_VISIBLE_DELAY_MS);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The page goes away with the popup open, as a reload does.
    unmount();

    render(<StartupPopup />);
    advance(10_000);
    expect(popup()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Explore the shop" leaves the shopper on the page they are on', () => {
    window.history.pushState({}, '', '/product/amd-ryzen-7-7700x');
    renderVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Explore the shop' }));
    advance(POPUP_FADE_MS);
    expect(window.location.pathname).toBe('/product/amd-ryzen-7-7700x');
    window.history.pushState({}, '', '/');
  });

  it('fades out on "Explore the shop", then is gone and remembered for the session', () => {
    renderVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Explore the shop' }));

    expect(popup()).toHaveAttribute('data-phase', 'leaving');

    advance(POPUP_FADE_MS);
    expect(popup()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(POPUP_SHOWN_KEY)).toBe('true');
  });

  it('closes on Escape too', () => {
    renderVisible();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(popup()).toHaveAttribute('data-phase', 'leaving');
    advance(POPUP_FADE_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(POPUP_SHOWN_KEY)).toBe('true');
  });

  it('ignores other keys', () => {
    renderVisible();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'a' });
    advance(5000);
    expect(popup()).toHaveAttribute('data-phase', 'visible');
  });

  it('closes on a click on the backdrop but not on a click inside the dialog', () => {
    renderVisible();
    fireEvent.click(screen.getByText('Updates are coming soon'));
    expect(popup()).toHaveAttribute('data-phase', 'visible');

    const backdrop = popup();
    if (!backdrop) throw new Error('popup missing');
    fireEvent.click(backdrop);
    advance(POPUP_FADE_MS);
    expect(popup()).toBeNull();
    expect(sessionStorage.getItem(POPUP_SHOWN_KEY)).toBe('true');
  });

  it('never appears when the session flag says it was already shown', () => {
    sessionStorage.setItem(POPUP_SHOWN_KEY, 'true');
    render(<StartupPopup />);
    advance(10_000);
    expect(popup()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not come back in the same session once dismissed', () => {
    const { unmount } = render(<StartupPopup />);
    advance(POPUP_DELAY_MS);
    advance(POPUP_VISIBLE_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Explore the shop' }));
    advance(POPUP_FADE_MS);
    unmount();

    render(<StartupPopup />);
    advance(10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still works when sessionStorage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      render(<StartupPopup />);
      advance(POPUP_DELAY_MS);
      advance(POPUP_VISIBLE_DELAY_MS);
      expect(popup()).toHaveAttribute('data-phase', 'visible');
      fireEvent.click(screen.getByRole('button', { name: 'Explore the shop' }));
      advance(POPUP_FADE_MS);
      expect(popup()).toBeNull();
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
