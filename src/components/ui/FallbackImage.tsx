/**
 * An image that shows a fallback when it cannot load (the gallery's 'Image failed to load', a
 * default picture elsewhere). Width and height are always set so the layout does not shift.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

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
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      {...(fetchPriority ? { fetchPriority } : {})}
      {...(sizes ? { sizes } : {})}
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
