import { expect, it } from 'vitest';
import { thumbnailSvg } from './thumbnail-svg';

it('draws a badge medal whole within the centre square, which square and round badge frames keep', () => {
  for (const title of ['Lighting Pioneer', 'Shader Apprentice', 'バッジ', 'A']) {
    const svg = thumbnailSvg('badge', title);
    const medal = /<circle cx="([\d.]+)" cy="([\d.]+)" r="96"/.exec(svg);
    expect(medal, title).not.toBeNull();
    const [cx, cy] = [Number(medal?.[1]), Number(medal?.[2])];
    // The 360 × 360 square in the middle of the 640 × 360 cover, and the circle inscribed in it.
    expect(cx - 96, title).toBeGreaterThanOrEqual(140);
    expect(cx + 96, title).toBeLessThanOrEqual(500);
    expect(Math.hypot(cx - 320, cy - 180) + 96, title).toBeLessThanOrEqual(180);
  }
});

it('holds no words: the card prints the title beside the cover', () => {
  expect(thumbnailSvg('liveSession', 'Lighting live')).not.toMatch(/<text|Lighting/);
  expect(thumbnailSvg('badge', 'Lighting Pioneer')).not.toMatch(/<text|Lighting/);
});
