import { IMAGE_MAX_DISPLAY_WIDTH } from '@questline/domain/constants';
import { imageSizes, responsiveImage } from '@questline/domain/rules/images';
import type { CSSProperties } from 'react';

type TResponsiveImageProps = {
  src: string;
  alt: string;
  /** The size (or just the aspect ratio) to reserve before the image loads: no layout shift. */
  width?: number;
  height?: number;
  /** The original's own width in pixels when known: the srcset then stops where the original does. */
  intrinsicWidth?: number;
  /** `sizes` as the layout shows the image; by default the viewport's width up to the display cap. */
  sizes?: string;
  /**
   * The widest it is ever shown, in CSS pixels (§9: 772 for images in content); null lets the image fill its box
   * (covers inside a fixed aspect ratio).
   */
  maxDisplayWidth?: number | null;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
};

/**
 * An uploaded image at the width the layout needs (§9): WebP through <picture> where the browser takes it, the
 * original format otherwise, both as srcsets of the variant widths the server makes (rules/images.ts). Images that
 * have no variants (GIFs, SVGs) are shown as they are.
 */
export const ResponsiveImage = ({
  src,
  alt,
  width,
  height,
  intrinsicWidth,
  sizes,
  maxDisplayWidth = IMAGE_MAX_DISPLAY_WIDTH,
  loading = 'lazy',
  fetchPriority,
  className = '',
}: TResponsiveImageProps) => {
  const capped = maxDisplayWidth !== null;
  const image = responsiveImage(src, {
    intrinsicWidth,
    sizes: sizes ?? (capped ? imageSizes(maxDisplayWidth) : '100vw'),
  });
  // The last source is the image's own format: the <img> carries it, earlier ones (WebP) go before it.
  const own = image.sources.at(-1);
  const style: CSSProperties | undefined = capped ? { maxWidth: `min(100%, ${maxDisplayWidth}px)` } : undefined;
  const img = (
    <img
      src={image.src}
      srcSet={own?.srcSet}
      sizes={own ? image.sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      style={style}
      className={className}
    />
  );
  if (image.sources.length < 2) return img;
  return (
    <picture className="contents">
      {image.sources.slice(0, -1).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      {img}
    </picture>
  );
};
