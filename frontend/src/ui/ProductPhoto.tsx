import { backendAssetUrl } from '../api';

interface ProductPhotoProps {
  /** The product's photo path as the catalogue gives it. */
  photo: string;
  alt: string;
  /** Width and height in pixels (the photos are square). */
  size: number;
  className?: string | undefined;
}

/** A product's square photo in a list, loaded lazily and decoded off the main thread. */
export function ProductPhoto({ photo, alt, size, className }: ProductPhotoProps) {
  return <img className={className} src={backendAssetUrl(photo)} alt={alt} width={size} height={size} loading="lazy" decoding="async" />;
}
