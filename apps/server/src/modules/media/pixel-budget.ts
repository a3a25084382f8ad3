import { AppError } from '@questline/domain/errors';

/**
 * The pixel budget (IMAGE_MAX_PIXELS): an image is measured by the width and height its header declares, never by
 * decoding it. A small file can declare a great many pixels (a 0.78 MB PNG holds 10,000 × 10,000 of them at 16 bits
 * a channel), and decoding them holds a thread of libuv's pool, and hundreds of megabytes, for seconds. Past the
 * budget: 400 image_InvalidParameter_dimensions, with the budget in megapixels.
 */
export const refuseOverPixelBudget = (image: { width: number; height: number }, maxPixels: number) => {
  if (image.width * image.height <= maxPixels) return;
  throw new AppError('image_InvalidParameter_dimensions', {
    params: { maxMegapixels: Math.floor(maxPixels / 100_000) / 10 },
  });
};
