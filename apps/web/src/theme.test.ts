import fs from 'node:fs';
import path from 'node:path';
import colors from 'tailwindcss/colors';
import { describe, expect, it } from 'vitest';

// The colour themes of theme.css, checked as the stylesheet states them: each themed colour's light side is the one
// the utilities had before (Tailwind's, or the brand's in styles.css), every colour the app's classes name has a dark
// side, and text keeps 4.5:1 (WCAG AA) on the surfaces it sits on in the dark theme.

const src = import.meta.dirname;
const themeCss = fs.readFileSync(path.join(src, 'theme.css'), 'utf8');
const stylesCss = fs.readFileSync(path.join(src, 'styles.css'), 'utf8');

/** `--color-<name>: light-dark(<light>, <dark>)` of theme.css, by name (`slate-900`, `white`). */
const themed = new Map(
  [
    ...themeCss.matchAll(/--color-([a-z]+(?:-\d+)?): light-dark\(((?:[^(),]|\([^)]*\))+), ((?:[^(),]|\([^)]*\))+)\);/g),
  ].map(([, name, light, dark]) => [name as string, { light: light as string, dark: dark as string }]),
);
const brand = new Map(
  [...stylesCss.matchAll(/--color-(brand-\d+): ([^;]+);/g)].map(([, name, value]) => [name as string, value as string]),
);
const palette = colors as unknown as Record<string, string | Record<string, string>>;
const tailwindValue = (name: string) => {
  const [family = '', shade] = name.split('-');
  const entry = palette[family];
  return typeof entry === 'string' ? entry : shade ? entry?.[shade] : undefined;
};

/** sRGB channels (0–1, linear) of `#rgb`, `#rrggbb` or `oklch(L% C H)`. */
const linearRgb = (value: string): [number, number, number] => {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => {
      const channel = Number.parseInt(full.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
  }
  const oklch = /^oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)$/.exec(value);
  if (!oklch) throw new Error(`not a colour this test reads: ${value}`);
  const [lightness, chroma, hue] = [Number(oklch[1]) / 100, Number(oklch[2]), (Number(oklch[3]) * Math.PI) / 180];
  const [a, b] = [chroma * Math.cos(hue), chroma * Math.sin(hue)];
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (channel: number) => Math.min(1, Math.max(0, channel));
  return [
    clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
};
const luminance = (value: string) => {
  const [r, g, b] = linearRgb(value);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (one: string, other: string) => {
  const [high, low] = [luminance(one), luminance(other)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};
const dark = (name: string) => {
  const value = themed.get(name)?.dark;
  if (!value) throw new Error(`theme.css gives ${name} no dark value`);
  return value;
};

/** The colours the app's class names use (`text-red-700`, `hover:bg-white/95`), from every source file. */
const usedColours = () => {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        const utility =
          /\b(?:bg|text|border(?:-[trblxyse])?|ring|ring-offset|outline|fill|stroke|from|via|to|divide|decoration|placeholder|accent|caret|shadow)-([a-z]+(?:-\d{2,3})?)\b/g;
        for (const [, colour] of text.matchAll(utility)) {
          if ((colour && tailwindValue(colour)?.match(/^(#|oklch)/)) || brand.has(colour ?? ''))
            found.add(colour as string);
        }
      }
    }
  };
  walk(src);
  return [...found].sort();
};

// Drawn alike in both themes: the mid shades (status dots, stars, bars), the scrims' slate-950 and black.
const UNTHEMED = /^(?:[a-z]+-(?:400|500)|slate-950|black)$/;

const FAMILIES = Object.keys(palette).filter(
  (family) => typeof palette[family] === 'object' && themed.has(`${family}-50`) && family !== 'slate',
);

describe('theme.css', () => {
  it('keeps the light theme as it was: each light side is Tailwind’s colour, or the brand’s of styles.css', () => {
    expect(themed.size).toBeGreaterThan(100);
    for (const [name, { light }] of themed) {
      expect([name, light]).toEqual([name, brand.get(name) ?? tailwindValue(name)]);
    }
  });

  it('gives every colour the app’s classes use a dark side, but the mid shades, slate-950 and black', () => {
    const used = usedColours();
    expect(used).toContain('slate-900');
    expect(used.filter((colour) => !themed.has(colour) && !UNTHEMED.test(colour))).toEqual([]);
  });

  it('keeps text at 4.5:1 or more on the dark theme’s surfaces', () => {
    const failures: string[] = [];
    const check = (text: string, surface: string) => {
      const ratio = contrast(dark(text), dark(surface));
      if (ratio < 4.5) failures.push(`${text} on ${surface}: ${ratio.toFixed(2)}`);
    };
    const surfaces = ['white', 'slate-50', 'slate-100'];
    for (const shade of ['500', '600', '700', '800', '900'])
      for (const surface of surfaces) check(`slate-${shade}`, surface);
    for (const family of ['brand', ...FAMILIES]) {
      for (const shade of ['600', '700', '800', '900', '950']) {
        if (!themed.has(`${family}-${shade}`)) continue;
        for (const surface of surfaces) check(`${family}-${shade}`, surface);
        // Notices: a family's dark text on its own tint.
        if (shade !== '600') for (const tint of ['50', '100']) check(`${family}-${shade}`, `${family}-${tint}`);
      }
      // Buttons and badges: `text-white` (a dark surface now) on the family's strong shades.
      for (const shade of ['600', '700', '800'])
        if (themed.has(`${family}-${shade}`)) check('white', `${family}-${shade}`);
      // Body text on tinted panels.
      for (const tint of ['50', '100'])
        for (const text of ['slate-600', 'slate-700', 'slate-900']) check(text, `${family}-${tint}`);
    }
    expect(failures).toEqual([]);
  });

  it('follows the device unless <html data-theme> says, and keeps `.theme-keep` surfaces as the light theme draws them', () => {
    // light-dark() only where it is supported: Vite's minifier would otherwise rewrite it into variables resolved on
    // :root, which `.theme-keep` could not undo.
    expect(themeCss).toMatch(/@supports \(color: light-dark\(#000, #fff\)\) \{\s*:root \{\s*color-scheme: light dark;/);
    expect(themeCss).toMatch(/:root\[data-theme="light"\],\s*\.theme-keep \{\s*color-scheme: light;\s*\}/);
    expect(themeCss).toMatch(/:root\[data-theme="dark"\] \{\s*color-scheme: dark;\s*\}/);
    expect(stylesCss).toContain('@import "./theme.css";');
  });
});
