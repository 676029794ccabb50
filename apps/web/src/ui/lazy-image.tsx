import { useRef, useState } from 'react';
import { useNearViewport } from './use-near-viewport';

/** Shown when an image fails to load (spec §8). Ships in public/. */
export const DEFAULT_IMAGE_URL = `${import.meta.env.BASE_URL}default-image.svg`;

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Required so the box is reserved before the image arrives: no layout shift. */
  width: number;
  height: number;
  className?: string;
  /**
   * Load at once, without waiting to be seen: for the pictures of a screen's first view (its
   * largest paint), where the observer's round trip only delays them.
   */
  eager?: boolean;
}

/**
 * An image that starts loading only when it comes within LAZY_LOAD_THRESHOLD_PX of the viewport
 * (spec §4 Lazy images, §9), unless `eager`, and falls back to the default image on error.
 */
export function LazyImage({ src, alt, width, height, className, eager = false }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const near = useNearViewport(ref, { near: eager });
  // Remembering which source failed lets a new source get its own attempt.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;

  return (
    <img
      ref={ref}
      className={className ? `lazy-image ${className}` : 'lazy-image'}
      src={near ? (failed ? DEFAULT_IMAGE_URL : src) : undefined}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      data-loaded={near ? 'true' : 'false'}
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
    />
  );
}
