import { useEffect, useRef, useState } from 'react';

export const NAV_HIDE_AFTER_PX = 100;

/** Hidden while scrolling down past `threshold`; shown again on any scroll up (docs/product.md#screens). */
export function useHideOnScroll(threshold = NAV_HIDE_AFTER_PX): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > lastY.current && y > threshold) setHidden(true);
      else if (y < lastY.current || y <= threshold) setHidden(false);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  return hidden;
}
