/**
 * An image that shows a fallback when it cannot load (the gallery's 'Image failed to load', a
 * default picture elsewhere). Width and height are always set so the layout does not shift, and
 * `width` (the largest width it is shown at) picks the sizes offered to the browser.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { responsiveSource } from '#lib/responsive-image.ts';

export interface FallbackImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  sizes?: string;
  /** Shown instead of the image when it fails (or when there is no src). */
  fallback: ReactNode;
}

export function FallbackImage({
  src,
  alt,
  width,
  height,
  className = '',
  loading = 'lazy',
  fetchPriority,
  sizes,
  fallback,
}: FallbackImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    setFailed(false);
  }, [src]);
  useEffect(() => {
    // A prerendered image may have failed before the island hydrated: its error event is gone.
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) setFailed(true);
  }, [src]);
  if (!src || failed) return <>{fallback}</>;
  // Stored pictures come from the image CDN in the size this place needs.
  const source = responsiveSource(src, width, sizes);
  return (
    <img
      ref={ref}
      src={source.src}
      {...(source.srcSet ? { srcSet: source.srcSet } : {})}
      {...(source.sizes ? { sizes: source.sizes } : {})}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      {...(fetchPriority ? { fetchPriority } : {})}
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
