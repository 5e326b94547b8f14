import { useState, type ImgHTMLAttributes } from 'react';
import { backendAssetUrl } from '../api';

/**
 * What shows where a product's photo fails to load (gone, cut short, not an image): a neutral picture of a framed
 * photo, inline so it cannot fail in turn, instead of the browser's broken-image mark or an empty card.
 */
export const PHOTO_FALLBACK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360">' +
    '<rect width="480" height="360" fill="#eef1f4"/>' +
    '<rect x="170" y="110" width="140" height="110" rx="10" fill="none" stroke="#8a96a3" stroke-width="8"/>' +
    '<circle cx="210" cy="145" r="12" fill="#8a96a3"/>' +
    '<path d="M178 212l40-44 28 30 18-18 38 32z" fill="#8a96a3"/>' +
    '<text x="240" y="262" font-family="sans-serif" font-size="22" fill="#56616c" text-anchor="middle">Photo unavailable</text>' +
    '</svg>',
)}`;

interface ProductPhotoProps {
  /** The product's photo path as the catalogue gives it, or a full URL (a picked file's preview). */
  photo: string;
  alt: string;
  /** Width and height in pixels when the photo is square; else width and height. */
  size?: number;
  width?: number;
  height?: number;
  className?: string | undefined;
  /** The first cards' photos are the page's largest paint: fetched at once and first, not lazily. */
  priority?: boolean;
}

/**
 * A product's photo wherever one is shown (storefront cards, cart, delivery, the admin's table and dialogs), loaded
 * lazily and decoded off the main thread; a photo that fails to load gives way to PHOTO_FALLBACK.
 */
export function ProductPhoto({ photo, alt, size, width = size, height = size, className, priority = false }: ProductPhotoProps) {
  const src = backendAssetUrl(photo);
  // Which src failed: a new photo (another product, a new preview) gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === src;
  const loading: ImgHTMLAttributes<HTMLImageElement> = priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
  return (
    <img
      className={className}
      src={broken ? PHOTO_FALLBACK : src}
      alt={alt}
      width={width}
      height={height}
      {...loading}
      decoding="async"
      data-photo-fallback={broken ? '' : undefined}
      onError={broken ? undefined : () => setFailed(src)}
    />
  );
}
