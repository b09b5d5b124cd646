import { useState } from 'react';
import { apiAssetUrl } from '@shop/shared';

/** A neutral drawing for an image that cannot load (the API is down, or the file is gone). */
function placeholder(label: string): string {
  const initials = label
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f1f5f9"/><rect x="120" y="120" width="160" height="160" rx="18" fill="none" stroke="#94a3b8" stroke-width="10"/><text x="200" y="222" font-family="sans-serif" font-size="56" font-weight="700" fill="#475569" text-anchor="middle">${initials.replace(/[^A-Z0-9]/g, '')}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

interface ProductImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above-the-fold images load at once; the rest wait until they are near. */
  eager?: boolean;
}

/** An API image with fixed dimensions (no layout shift), lazy by default. */
export function ProductImage({ src, alt, width, height, className, eager }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = failed === src ? placeholder(alt) : apiAssetUrl(src);
  return (
    <img
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      onError={() => setFailed(src)}
    />
  );
}
