import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ProductImage } from '../../lib/product-image';
import { useListingWords } from '../../lib/words';
import styles from './product-page.module.css';

const ZOOM = 2.2;
const KEY_STEP = 10;

/**
 * The product page image (docs/product.md#screens: zoomable). Hovering with a mouse zooms where the
 * pointer is; a click, a tap, Enter or Space toggles the zoom; arrow keys and a finger
 * move around the zoomed image; Escape zooms out.
 */
export function ZoomImage({ src, alt }: { src: string; alt: string }) {
  const { t } = useListingWords();
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  // Whether a mouse is over the image. A page that appears under a resting pointer gets
  // no pointerenter, so the first move over it counts as entering too.
  const mouseInside = useRef(false);

  const follow = (event: PointerEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    setOrigin({
      x: Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100)),
      y: Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100)),
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && zoomed) {
      setZoomed(false);
      return;
    }
    if (!zoomed) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setOrigin((o) => ({
      x: Math.min(100, Math.max(0, o.x + move[0])),
      y: Math.min(100, Math.max(0, o.y + move[1])),
    }));
  };

  return (
    <button
      type="button"
      className={styles.zoom}
      data-zoomed={zoomed}
      aria-pressed={zoomed}
      // One name for both states (a toggle button): aria-pressed says whether it is zoomed.
      aria-label={t('product.zoom', { name: alt })}
      onClick={() => setZoomed((z) => !z)}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        mouseInside.current = true;
        follow(event);
        setZoomed(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        mouseInside.current = false;
        setZoomed(false);
      }}
      onPointerMove={(event) => {
        if (event.pointerType === 'mouse' && !mouseInside.current) {
          mouseInside.current = true;
          setZoomed(true);
        }
        if (zoomed || event.pointerType === 'mouse') follow(event);
      }}
      onKeyDown={onKeyDown}
    >
      <span
        className={styles.zoomInner}
        style={{
          transform: zoomed ? `scale(${ZOOM})` : 'none',
          transformOrigin: `${origin.x}% ${origin.y}%`,
        }}
        data-testid="zoom-layer"
      >
        <ProductImage
          src={src}
          alt={alt}
          width={600}
          height={600}
          className={styles.zoomImage}
          eager
        />
      </span>
    </button>
  );
}
