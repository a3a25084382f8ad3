import type { TItemType } from '@questline/domain/ids';

const PALETTE: Record<TItemType, [string, string]> = {
  pathway: ['#4338ca', '#7c3aed'],
  mission: ['#0f766e', '#0891b2'],
  course: ['#1d4ed8', '#0ea5e9'],
  project: ['#b45309', '#ea580c'],
  tutorial: ['#15803d', '#65a30d'],
  quiz: ['#be185d', '#e11d48'],
  liveSession: ['#b91c1c', '#f97316'],
  skill: ['#334155', '#64748b'],
  competency: ['#3f3f46', '#71717a'],
  badge: ['#a16207', '#facc15'],
};

/** A small deterministic generator (mulberry32): the same title always draws the same cover. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const n = (value: number) => Number(value.toFixed(1));
const points = (list: [number, number][]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
const WHITE = 'fill="#fff"';

/** A regular polygon of `sides` around (cx, cy), the first corner straight up. */
const regular = (cx: number, cy: number, radius: number, sides: number, radii?: number[]): [number, number][] =>
  Array.from({ length: sides }, (_, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / sides;
    const r = radius * (radii?.[i] ?? 1);
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r];
  });

/** A solid isometric cube of edge `s` whose top corner is at (x, y), lit from above; `shade` 0 (white) to 1. */
const cube = (x: number, y: number, s: number, shade: number) => {
  const tone = (base: number) => {
    const value = Math.round(base - shade * 40);
    return `rgb(${value},${value},${value})`;
  };
  return (
    `<polygon points="${points([
      [x, y],
      [x + s * 0.87, y + s * 0.5],
      [x, y + s],
      [x - s * 0.87, y + s * 0.5],
    ])}" fill="${tone(255)}"/>` +
    `<polygon points="${points([
      [x - s * 0.87, y + s * 0.5],
      [x, y + s],
      [x, y + s * 2],
      [x - s * 0.87, y + s * 1.5],
    ])}" fill="${tone(225)}"/>` +
    `<polygon points="${points([
      [x + s * 0.87, y + s * 0.5],
      [x, y + s],
      [x, y + s * 2],
      [x + s * 0.87, y + s * 1.5],
    ])}" fill="${tone(190)}"/>`
  );
};

/** The motif of each type, drawn in white over the gradient: what kind of item it is, at a glance and without words. */
const MOTIFS: Record<TItemType, (random: () => number) => string> = {
  // A winding route through milestones to a flag.
  pathway: (random) => {
    const p0: [number, number] = [70, 300];
    const p1: [number, number] = [200 + random() * 80, 120 + random() * 60];
    const p2: [number, number] = [360 + random() * 80, 340 - random() * 60];
    const p3: [number, number] = [560, 90];
    const at = (t: number): [number, number] => {
      const u = 1 - t;
      const [a, b, c, d] = [u ** 3, 3 * u * u * t, 3 * u * t * t, t ** 3];
      return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
    };
    const stops = [0.18, 0.45, 0.72]
      .map((t) => at(t))
      .map(
        ([x, y]) =>
          `<circle cx="${n(x)}" cy="${n(y)}" r="13" ${WHITE}/><circle cx="${n(x)}" cy="${n(y)}" r="24" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="3"/>`,
      )
      .join('');
    return (
      `<path d="M${p0.join(' ')}C${p1.join(' ')} ${p2.join(' ')} ${p3.join(' ')}" fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 22"/>` +
      stops +
      `<path d="M${p3[0]} ${p3[1]}v-64" stroke="#fff" stroke-width="6" stroke-linecap="round"/><path d="M${p3[0] + 3} ${p3[1] - 64}l46 14 -46 14z" ${WHITE}/>`
    );
  },
  // A target with a flag at its centre.
  mission: (random) => {
    const cx = 420 + random() * 60;
    const cy = 180;
    const rings = [120, 88, 56, 24]
      .map((r, i) => `<circle cx="${n(cx)}" cy="${cy}" r="${r}" ${WHITE} fill-opacity="${i % 2 ? 0.12 : 0.28}"/>`)
      .join('');
    return (
      rings +
      `<path d="M${n(cx)} ${cy}v-88" stroke="#fff" stroke-width="6" stroke-linecap="round"/><path d="M${n(cx + 3)} ${cy - 88}l52 16 -52 16z" ${WHITE}/>`
    );
  },
  // Stacked modules.
  course: (random) => {
    const cx = 430 + random() * 40;
    return [0, 1, 2]
      .map((i) => {
        const y = 220 - i * 52;
        return `<polygon points="${points([
          [cx, y - 50],
          [cx + 150, y + 20],
          [cx, y + 90],
          [cx - 150, y + 20],
        ])}" ${WHITE} fill-opacity="${0.2 + i * 0.22}"/>`;
      })
      .join('');
  },
  // Blocks built into something.
  project: (random) => {
    const s = 58;
    const x = 420 + random() * 40;
    const y = 110;
    // Back, left, right and front on the ground (drawn far to near), then one more on the back or the front.
    const layout: [number, number, number][] = [
      [x, y, 0.6],
      [x - s * 0.87, y + s * 0.5, 0.4],
      [x + s * 0.87, y + s * 0.5, 0.4],
      [x, y + s, 0.2],
      random() > 0.5 ? [x, y - s, 0] : [x, y, 0],
    ];
    return layout.map(([cx, cy, shade]) => cube(cx, cy, s, shade)).join('');
  },
  // An editor window with its lines of work.
  tutorial: (random) => {
    const x = 330;
    const y = 70;
    const bars = Array.from({ length: 5 }, (_, i) => {
      const indent = i === 0 || i === 4 ? 0 : 28;
      const width = 70 + random() * 140;
      return `<rect x="${x + 28 + indent}" y="${y + 68 + i * 30}" width="${n(width)}" height="12" rx="6" ${WHITE} fill-opacity="${i === 2 ? 0.9 : 0.5}"/>`;
    }).join('');
    return (
      `<rect x="${x}" y="${y}" width="270" height="220" rx="16" ${WHITE} fill-opacity="0.16"/>` +
      `<rect x="${x}" y="${y}" width="270" height="40" rx="16" ${WHITE} fill-opacity="0.22"/>` +
      [0, 1, 2]
        .map((i) => `<circle cx="${x + 24 + i * 20}" cy="${y + 20}" r="6" ${WHITE} fill-opacity="0.8"/>`)
        .join('') +
      bars +
      `<polygon points="${points([
        [x + 210, y + 150],
        [x + 250, y + 172],
        [x + 210, y + 194],
      ])}" ${WHITE}/>`
    );
  },
  // Four answers, one of them checked.
  quiz: (random) => {
    const right = Math.floor(random() * 4);
    return [0, 1, 2, 3]
      .map((i) => {
        const x = 350 + (i % 2) * 140;
        const y = 60 + Math.floor(i / 2) * 130;
        const card = `<rect x="${x}" y="${y}" width="120" height="110" rx="14" ${WHITE} fill-opacity="${i === right ? 0.9 : 0.2}"/>`;
        const mark =
          i === right
            ? `<path d="M${x + 34} ${y + 56}l18 18 34 -38" fill="none" stroke="#000" stroke-opacity="0.45" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`
            : `<circle cx="${x + 60}" cy="${y + 55}" r="20" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="6"/>`;
        return card + mark;
      })
      .join('');
  },
  // A broadcast: a live dot and its waves.
  liveSession: (random) => {
    const cx = 440 + random() * 40;
    const cy = 180;
    const waves = [50, 90, 130]
      .map((r, i) =>
        [-1, 1]
          .map((side) => {
            const a = Math.PI / 4;
            const x1 = cx + side * Math.cos(a) * r;
            const x2 = x1;
            return `<path d="M${n(x1)} ${n(cy - Math.sin(a) * r)}A${r} ${r} 0 0 ${side > 0 ? 1 : 0} ${n(x2)} ${n(cy + Math.sin(a) * r)}" fill="none" stroke="#fff" stroke-opacity="${0.85 - i * 0.25}" stroke-width="10" stroke-linecap="round"/>`;
          })
          .join(''),
      )
      .join('');
    return `<circle cx="${n(cx)}" cy="${cy}" r="26" ${WHITE}/>${waves}`;
  },
  // A hexagon holding a smaller one, with its sub-skills as nodes.
  skill: (random) => {
    const cx = 440 + random() * 40;
    const cy = 180;
    const nodes = regular(cx, cy, 130, 6)
      .filter(() => random() > 0.3)
      .map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="10" ${WHITE} fill-opacity="0.85"/>`)
      .join('');
    return (
      `<polygon points="${points(regular(cx, cy, 130, 6))}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="6"/>` +
      `<polygon points="${points(regular(cx, cy, 70, 6))}" ${WHITE} fill-opacity="0.8"/>` +
      nodes
    );
  },
  // A radar of several skills.
  competency: (random) => {
    const cx = 450;
    const cy = 185;
    const rings = [140, 100, 60]
      .map(
        (r) =>
          `<polygon points="${points(regular(cx, cy, r, 5))}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`,
      )
      .join('');
    const radii = Array.from({ length: 5 }, () => 0.45 + random() * 0.55);
    return `${rings}<polygon points="${points(regular(cx, cy, 140, 5, radii))}" ${WHITE} fill-opacity="0.75"/>`;
  },
  // A medal on its ribbon, in the middle: badges are shown cropped to a square or a circle, which keep the centre.
  badge: (random) => {
    const cx = 310 + random() * 20;
    const cy = 200;
    return (
      `<polygon points="${points([
        [cx - 60, 20],
        [cx - 10, 20],
        [cx - 10, cy - 40],
        [cx - 60, cy - 70],
      ])}" ${WHITE} fill-opacity="0.45"/>` +
      `<polygon points="${points([
        [cx + 10, 20],
        [cx + 60, 20],
        [cx + 60, cy - 70],
        [cx + 10, cy - 40],
      ])}" ${WHITE} fill-opacity="0.45"/>` +
      `<circle cx="${n(cx)}" cy="${cy}" r="96" ${WHITE} fill-opacity="0.9"/>` +
      `<circle cx="${n(cx)}" cy="${cy}" r="74" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="6"/>` +
      `<polygon points="${points(regular(cx, cy, 52, 10, [1, 0.45, 1, 0.45, 1, 0.45, 1, 0.45, 1, 0.45]))}" fill="#000" fill-opacity="0.22"/>`
    );
  },
};

/**
 * A deterministic 16:9 cover for an item: its type's gradient, soft light from the title's hash, and the type's
 * motif. Artwork only: the card prints the title beside it, so the picture holds no words.
 */
export const thumbnailSvg = (type: TItemType, title: string): string => {
  const [from, to] = PALETTE[type];
  let hash = 0;
  for (const char of title) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const random = generator(hash);
  const circles = Array.from({ length: 4 }, (_, i) => {
    const x = random() * 640;
    const y = random() * 360;
    const r = 60 + random() * 120;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" ${WHITE} fill-opacity="${(0.05 + (i % 3) * 0.03).toFixed(2)}"/>`;
  }).join('');
  const glowX = n(0.1 + random() * 0.4);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><radialGradient id="l" cx="${glowX}" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><pattern id="d" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.5" ${WHITE} fill-opacity="0.12"/></pattern></defs><rect width="640" height="360" fill="url(#g)"/><rect width="640" height="360" fill="url(#l)"/><rect width="640" height="360" fill="url(#d)"/>${circles}${MOTIFS[type](random)}</svg>`;
};
