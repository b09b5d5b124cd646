import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Open traps, innermost last. A dialog opened from inside another (the cart drawer's
// Calculate dialog) owns the keyboard until it closes; the outer one waits.
const openTraps: symbol[] = [];

/**
 * Keeps keyboard focus inside a modal dialog while it is mounted: focus moves into it,
 * Tab and Shift+Tab wrap around, Escape calls `onEscape`, and focus returns to where it
 * was (the control that opened it) when the dialog closes.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, onEscape: () => void) {
  // Read at key time, so a new function on every render does not restart the trap (which
  // would forget the control to return focus to).
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const id = Symbol('focus-trap');
    openTraps.push(id);
    const previous = document.activeElement as HTMLElement | null;
    const items = () => [...(container.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const root = container.current;
    if (root && !root.contains(document.activeElement)) {
      const first = items()[0];
      if (first) first.focus();
      else {
        if (!root.hasAttribute('tabindex')) root.setAttribute('tabindex', '-1');
        root.focus();
      }
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const current = container.current;
      if (!current || openTraps[openTraps.length - 1] !== id) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const all = items();
      const first = all[0];
      const last = all[all.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openTraps.indexOf(id);
      if (index !== -1) openTraps.splice(index, 1);
      // Back to the control that opened the dialog, if it is still on the page.
      if (previous?.isConnected) previous.focus();
    };
  }, [container]);
}
