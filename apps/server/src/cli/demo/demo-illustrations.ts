import type { DemoImageKey } from './demo-types';

/**
 * The pictures the demo's steps show: wireframe "screenshots" of the Editor and diagrams of what a step explains,
 * drawn as SVG here and rasterised to PNG by the seed (demo-media.ts). Their lettering is stroked paths, not <text>:
 * a server without fonts draws them the same, and the same code always makes the same bytes.
 */

// ── Lettering: capitals, digits and a little punctuation on a 4 × 6 grid, as polylines ──

type TStroke = [number, number][];
const O: TStroke = [
  [1, 0],
  [3, 0],
  [4, 1],
  [4, 5],
  [3, 6],
  [1, 6],
  [0, 5],
  [0, 1],
  [1, 0],
];
const P: TStroke = [
  [0, 6],
  [0, 0],
  [3, 0],
  [4, 1],
  [4, 2],
  [3, 3],
  [0, 3],
];
const GLYPHS: Record<string, TStroke[]> = {
  A: [
    [
      [0, 6],
      [0, 2],
      [2, 0],
      [4, 2],
      [4, 6],
    ],
    [
      [0, 4],
      [4, 4],
    ],
  ],
  B: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 1],
      [3, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  G: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3],
      [2, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  I: [
    [
      [1, 0],
      [3, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 4],
    ],
    [
      [1, 3],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  O: [O],
  P: [P],
  Q: [
    O,
    [
      [2, 4],
      [4, 6],
    ],
  ],
  R: [
    P,
    [
      [2, 3],
      [4, 6],
    ],
  ],
  S: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 2],
      [1, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 3],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  Z: [
    [
      [0, 0],
      [4, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  '0': [
    O,
    [
      [3, 1],
      [1, 5],
    ],
  ],
  '1': [
    [
      [1, 1],
      [2, 0],
      [2, 6],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  '2': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
    ],
    [
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '5': [
    [
      [4, 0],
      [0, 0],
      [0, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  '6': [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1, 6],
    ],
  ],
  '8': [
    [
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
      [0, 4],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
    ],
  ],
  '9': [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
    ],
  ],
  '.': [
    [
      [2, 5.7],
      [2, 6],
    ],
  ],
  ',': [
    [
      [2, 5.6],
      [1.4, 7],
    ],
  ],
  ':': [
    [
      [2, 1.7],
      [2, 2],
    ],
    [
      [2, 5.7],
      [2, 6],
    ],
  ],
  '-': [
    [
      [1, 3],
      [3, 3],
    ],
  ],
  '+': [
    [
      [2, 1.5],
      [2, 4.5],
    ],
    [
      [0.5, 3],
      [3.5, 3],
    ],
  ],
  _: [
    [
      [0, 6.6],
      [4, 6.6],
    ],
  ],
  '/': [
    [
      [0, 6],
      [4, 0],
    ],
  ],
  '>': [
    [
      [1, 1],
      [3, 3],
      [1, 5],
    ],
  ],
  '<': [
    [
      [3, 1],
      [1, 3],
      [3, 5],
    ],
  ],
  '(': [
    [
      [2.6, 0],
      [1.4, 1.5],
      [1.4, 4.5],
      [2.6, 6],
    ],
  ],
  ')': [
    [
      [1.4, 0],
      [2.6, 1.5],
      [2.6, 4.5],
      [1.4, 6],
    ],
  ],
  '%': [
    [
      [0, 6],
      [4, 0],
    ],
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ],
    [
      [3, 5],
      [4, 5],
      [4, 6],
      [3, 6],
      [3, 5],
    ],
  ],
};

/** Grid units a character advances: the glyph's 4 and a gap of 2; a space advances 4. */
const advanceOf = (char: string) => (char === ' ' ? 4 : 6);

/** The width of a label of cap height `size`. */
export const labelWidth = (text: string, size: number) =>
  Math.max(0, ([...text.toUpperCase()].reduce((sum, char) => sum + advanceOf(char), 0) - 2) * (size / 6));

const num = (value: number) => Number(value.toFixed(2));

/**
 * A label of capitals drawn as strokes, its top-left at (x, y) (or its top-centre / top-right for `anchor`), `size`
 * pixels tall.
 */
export const label = (
  text: string,
  x: number,
  y: number,
  size: number,
  color: string,
  anchor: 'start' | 'middle' | 'end' = 'start',
) => {
  const unit = size / 6;
  const width = labelWidth(text, size);
  let cursor = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  const parts: string[] = [];
  for (const char of text.toUpperCase()) {
    for (const stroke of GLYPHS[char] ?? []) {
      parts.push(
        stroke
          .map(([gx, gy], index) => `${index ? 'L' : 'M'}${num(cursor + gx * unit)} ${num(y + gy * unit)}`)
          .join(''),
      );
    }
    cursor += advanceOf(char) * unit;
  }
  const stroke = num(Math.max(1.1, size * 0.15));
  return `<path d="${parts.join('')}" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round"/>`;
};

// ── Shared pieces ──

const svg = (width: number, height: number, body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

const poly = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, extra = '') =>
  `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}" stroke-width="${width}"${extra ? ` ${extra}` : ''}/>`;

/** An isometric projection: world x and y on the ground, z up; `scale` pixels per unit. */
const iso =
  (originX: number, originY: number, scale: number) =>
  (x: number, y: number, z = 0): [number, number] => [
    originX + (x - y) * scale * 0.866,
    originY + (x + y) * scale * 0.5 - z * scale,
  ];

type TProject = ReturnType<typeof iso>;

/**
 * A cube drawn in screen space, its top a diamond around (cx, cy) of half-height s/2 and half-width s × spread, its
 * sides dropping s × drop below: top, left and right faces in the given colours.
 */
const screenCube = (
  cx: number,
  cy: number,
  s: number,
  [top, left, right]: [string, string, string],
  spread: number,
  drop: number,
) => {
  const half = s * spread;
  const side = (edge: number, color: string) =>
    poly(
      [
        [cx + edge, cy],
        [cx, cy + s * 0.5],
        [cx, cy + s * (0.5 + drop)],
        [cx + edge, cy + s * drop],
      ],
      color,
    );
  const diamond: [number, number][] = [
    [cx, cy - s * 0.5],
    [cx + half, cy],
    [cx, cy + s * 0.5],
    [cx - half, cy],
  ];
  return poly(diamond, top) + side(-half, left) + side(half, right);
};

/** The three faces of a box seen from +x +y above: top, +x side, +y side. */
const isoBox = (
  project: TProject,
  [x0, y0, z0]: [number, number, number],
  [w, d, h]: [number, number, number],
  [top, right, left]: [string, string, string],
  extra = '',
) => {
  const [x1, y1, z1] = [x0 + w, y0 + d, z0 + h];
  return [
    poly([project(x0, y0, z1), project(x1, y0, z1), project(x1, y1, z1), project(x0, y1, z1)], top, extra),
    poly([project(x1, y0, z0), project(x1, y1, z0), project(x1, y1, z1), project(x1, y0, z1)], right, extra),
    poly([project(x0, y1, z0), project(x1, y1, z0), project(x1, y1, z1), project(x0, y1, z1)], left, extra),
  ].join('');
};

/** An upright cylinder on the ground plane of an isometric projection. */
const isoCylinder = (
  project: TProject,
  [x, y, z]: [number, number, number],
  radius: number,
  height: number,
  scale: number,
  [top, side]: [string, string],
  extra = '',
) => {
  const [bx, by] = project(x, y, z);
  const [, ty] = project(x, y, z + height);
  const rx = radius * scale * 1.2247;
  const ry = radius * scale * Math.SQRT1_2;
  return [
    `<ellipse cx="${num(bx)}" cy="${num(by)}" rx="${num(rx)}" ry="${num(ry)}" fill="${side}"${extra ? ` ${extra}` : ''}/>`,
    rect(bx - rx, ty, rx * 2, by - ty, side, extra),
    `<ellipse cx="${num(bx)}" cy="${num(ty)}" rx="${num(rx)}" ry="${num(ry)}" fill="${top}"${extra ? ` ${extra}` : ''}/>`,
  ].join('');
};

/** An arrow from (x1, y1) to (x2, y2) with a filled head. */
const arrow = (x1: number, y1: number, x2: number, y2: number, color: string, width = 3, head = 12) => {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const bx = x2 - Math.cos(angle) * head;
  const by = y2 - Math.sin(angle) * head;
  const side = head * 0.5;
  return (
    line(x1, y1, bx, by, color, width, 'stroke-linecap="round"') +
    poly(
      [
        [x2, y2],
        [bx + Math.sin(angle) * side, by - Math.cos(angle) * side],
        [bx - Math.sin(angle) * side, by + Math.cos(angle) * side],
      ],
      color,
    )
  );
};

// The Editor's dark theme.
const THEME = {
  window: '#191919',
  panel: '#383838',
  panelDark: '#282828',
  header: '#202020',
  tab: '#3c3c3c',
  field: '#2a2a2a',
  text: '#d2d2d2',
  muted: '#8c8c8c',
  selection: '#2c5d87',
  accent: '#3d8bfd',
  outline: '#f5a623',
};

/** A panel: its tab strip with the named tabs (the first active) and its body. */
const panel = (x: number, y: number, w: number, h: number, tabs: string[], body = THEME.panel) => {
  let cursor = x + 2;
  const tabMarks = tabs
    .map((name, index) => {
      const width = labelWidth(name, 9) + 28;
      const out =
        rect(cursor, y + 3, width, 25, index === 0 ? body : THEME.tab, 'rx="3"') +
        label(name, cursor + 14, y + 11, 9, index === 0 ? THEME.text : THEME.muted);
      cursor += width + 2;
      return out;
    })
    .join('');
  return rect(x, y, w, h, THEME.header) + tabMarks + rect(x, y + 28, w, h - 28, body);
};

/** A small game-object cube icon for hierarchy rows. */
const cubeIcon = (x: number, y: number, color = THEME.muted) =>
  `<path d="M${x} ${y + 3}l6 -3 6 3v7l-6 3 -6 -3z M${x} ${y + 3}l6 3 6 -3 M${x + 6} ${y + 6}v7" fill="none" stroke="${color}" stroke-width="1.4" stroke-linejoin="round"/>`;

const folderIcon = (x: number, y: number, size: number) =>
  `<path d="M${x} ${y + size * 0.18}h${size * 0.38}l${size * 0.1} ${size * 0.12}h${size * 0.52}v${size * 0.62}h-${size}z" fill="#c9a54a"/>`;

// ── The editor's default layout ──

const editorLayout = () => {
  const W = 1280;
  const H = 720;
  const parts: string[] = [rect(0, 0, W, H, THEME.window)];

  // Toolbar: transform tools on the left, Play / Pause / Step in the middle.
  parts.push(rect(0, 0, W, 44, THEME.header));
  const tools = ['hand', 'move', 'rotate', 'scale'];
  tools.forEach((tool, index) => {
    const x = 12 + index * 34;
    parts.push(rect(x, 8, 30, 28, index === 1 ? THEME.selection : THEME.tab, 'rx="3"'));
    const cx = x + 15;
    const cy = 22;
    if (tool === 'hand')
      parts.push(`<circle cx="${cx}" cy="${cy}" r="7" fill="none" stroke="${THEME.text}" stroke-width="2"/>`);
    if (tool === 'move') {
      parts.push(arrow(cx, cy, cx + 9, cy, THEME.text, 2, 5), arrow(cx, cy, cx - 9, cy, THEME.text, 2, 5));
      parts.push(arrow(cx, cy, cx, cy - 9, THEME.text, 2, 5), arrow(cx, cy, cx, cy + 9, THEME.text, 2, 5));
    }
    if (tool === 'rotate')
      parts.push(
        `<path d="M${cx + 7} ${cy}a7 7 0 1 1 -2 -5" fill="none" stroke="${THEME.text}" stroke-width="2"/>` +
          poly(
            [
              [cx + 7, cy - 9],
              [cx + 7, cy - 3],
              [cx + 1, cy - 5],
            ],
            THEME.text,
          ),
      );
    if (tool === 'scale')
      parts.push(
        rect(cx - 8, cy - 8, 16, 16, 'none', `stroke="${THEME.text}" stroke-width="2"`) +
          rect(cx + 3, cy - 11, 8, 8, THEME.text),
      );
  });
  const playX = W / 2 - 54;
  for (const index of [0, 1, 2]) parts.push(rect(playX + index * 36, 8, 34, 28, THEME.tab, 'rx="3"'));
  parts.push(
    poly(
      [
        [playX + 12, 14],
        [playX + 24, 22],
        [playX + 12, 30],
      ],
      THEME.text,
    ),
  );
  parts.push(rect(playX + 36 + 11, 14, 4, 16, THEME.text), rect(playX + 36 + 19, 14, 4, 16, THEME.text));
  parts.push(
    rect(playX + 72 + 9, 14, 3, 16, THEME.text) +
      poly(
        [
          [playX + 72 + 14, 14],
          [playX + 72 + 25, 22],
          [playX + 72 + 14, 30],
        ],
        THEME.text,
      ),
  );

  // Hierarchy.
  parts.push(panel(0, 46, 258, 424, ['Hierarchy']));
  parts.push(
    rect(8, 80, 242, 22, THEME.field, 'rx="3"') +
      `<circle cx="22" cy="91" r="5" fill="none" stroke="${THEME.muted}" stroke-width="1.6"/>`,
  );
  const rows: [string, number, boolean][] = [
    ['Courtyard', 0, false],
    ['Main Camera', 1, false],
    ['Directional Light', 1, false],
    ['Environment', 1, false],
    ['Floor', 2, false],
    ['Wall_North', 2, false],
    ['Column_01', 2, true],
    ['Fountain', 1, false],
  ];
  rows.forEach(([name, depth, selected], index) => {
    const y = 112 + index * 26;
    if (selected) parts.push(rect(0, y - 4, 258, 24, THEME.selection));
    const x = 14 + depth * 18;
    if (depth === 0 || name === 'Environment')
      parts.push(
        poly(
          [
            [x - 2, y + 4],
            [x + 6, y + 4],
            [x + 2, y + 10],
          ],
          THEME.muted,
        ),
      );
    parts.push(cubeIcon(x + 10, y + 1, depth === 0 ? THEME.text : THEME.muted));
    parts.push(label(name, x + 30, y + 3, 10, THEME.text));
  });

  // Scene view: sky, a perspective grid, the selected column with its move gizmo, the orientation gizmo.
  parts.push(panel(260, 46, 740, 424, ['Scene', 'Game']));
  const vx = 260;
  const vy = 74;
  const vw = 740;
  const vh = 396;
  const horizon = vy + 150;
  parts.push(
    `<rect x="${vx}" y="${vy}" width="${vw}" height="${horizon - vy}" fill="url(#sky)"/>`,
    rect(vx, horizon, vw, vy + vh - horizon, '#4d5a46'),
  );
  const vanishX = vx + vw / 2;
  const grid: string[] = [];
  for (let i = -12; i <= 12; i++) grid.push(line(vanishX + i * 16, horizon, vanishX + i * 110, vy + vh, '#5f6e57', 1));
  for (let i = 1; i <= 8; i++) {
    const y = horizon + (vy + vh - horizon) * (i / 8) ** 1.8;
    grid.push(line(vx, y, vx + vw, y, '#5f6e57', 1));
  }
  parts.push(
    `<clipPath id="viewport"><rect x="${vx}" y="${vy}" width="${vw}" height="${vh}"/></clipPath>`,
    `<g clip-path="url(#viewport)">${grid.join('')}</g>`,
  );
  // Walls and columns in a simple perspective.
  parts.push(rect(vx + 90, horizon - 60, 560, 70, '#8d8a84'), rect(vx + 90, horizon - 60, 560, 8, '#a9a59e'));
  for (const [cx, top, bottom, width] of [
    [vx + 190, horizon - 40, horizon + 120, 34],
    [vx + 550, horizon - 40, horizon + 120, 34],
  ] as const) {
    parts.push(
      rect(cx - width / 2, top, width, bottom - top, '#b7b2a8'),
      rect(cx - width / 2, top, 8, bottom - top, '#cfcac0'),
    );
  }
  const columnX = vx + 370;
  parts.push(
    rect(columnX - 24, horizon - 10, 48, 200, '#c5c0b6'),
    rect(columnX - 24, horizon - 10, 12, 200, '#dcd7cd'),
    rect(columnX - 24, horizon - 10, 48, 200, 'none', `stroke="${THEME.outline}" stroke-width="3"`),
  );
  const gx = columnX;
  const gy = horizon + 90;
  parts.push(arrow(gx, gy, gx + 90, gy + 18, '#e74c3c', 4, 16), arrow(gx, gy, gx, gy - 92, '#2ecc71', 4, 16));
  parts.push(arrow(gx, gy, gx - 64, gy + 48, '#3498db', 4, 16), rect(gx - 7, gy - 7, 14, 14, '#f1c40f'));
  // Orientation gizmo.
  const ox = vx + vw - 60;
  const oy = vy + 62;
  parts.push(`<circle cx="${ox}" cy="${oy}" r="34" fill="#000" fill-opacity="0.18"/>`);
  parts.push(arrow(ox, oy, ox + 26, oy + 6, '#e74c3c', 5, 12), arrow(ox, oy, ox, oy - 28, '#2ecc71', 5, 12));
  parts.push(arrow(ox, oy, ox - 20, oy + 18, '#3498db', 5, 12), rect(ox - 6, oy - 6, 12, 12, '#d0d0d0'));
  parts.push(label('Persp', ox, oy + 44, 9, '#f0f0f0', 'middle'));

  // Inspector.
  parts.push(panel(1002, 46, 278, 674, ['Inspector']));
  const ix = 1012;
  parts.push(rect(ix, 84, 14, 14, THEME.accent, 'rx="2"'), rect(ix + 22, 82, 226, 20, THEME.field, 'rx="3"'));
  parts.push(label('Column_01', ix + 30, 88, 9, THEME.text));
  const component = (y: number, name: string, open: boolean) =>
    rect(1002, y, 278, 26, '#3e3e3e') +
    poly(
      open
        ? [
            [ix, y + 10],
            [ix + 8, y + 10],
            [ix + 4, y + 16],
          ]
        : [
            [ix + 1, y + 8],
            [ix + 7, y + 13],
            [ix + 1, y + 18],
          ],
      THEME.muted,
    ) +
    cubeIcon(ix + 14, y + 6) +
    label(name, ix + 36, y + 9, 9, THEME.text);
  parts.push(component(116, 'Transform', true));
  (['Position', 'Rotation', 'Scale'] as const).forEach((name, row) => {
    const y = 150 + row * 28;
    parts.push(label(name, ix + 6, y + 5, 8, THEME.text));
    ['X', 'Y', 'Z'].forEach((axis, column) => {
      const x = ix + 96 + column * 58;
      const value =
        name === 'Scale' ? (axis === 'Y' ? '2' : '1') : name === 'Position' ? ['-8', '2', '8'][column] : '0';
      parts.push(label(axis, x, y + 5, 8, THEME.muted), rect(x + 10, y, 44, 18, THEME.field, 'rx="3"'));
      parts.push(label(value ?? '0', x + 16, y + 5, 8, THEME.text));
    });
  });
  parts.push(component(244, 'Mesh Filter', false), component(272, 'Mesh Renderer', false));
  parts.push(component(300, 'Capsule Collider', false));
  parts.push(
    rect(ix + 40, 348, 190, 26, THEME.tab, 'rx="4"'),
    label('Add Component', ix + 135, 357, 9, THEME.text, 'middle'),
  );

  // Project window and Console.
  parts.push(panel(0, 472, 1000, 248, ['Project', 'Console']));
  parts.push(rect(0, 500, 210, 220, THEME.panelDark));
  ['Assets', 'Materials', 'Prefabs', 'Scenes', 'Scripts'].forEach((name, index) => {
    const y = 512 + index * 24;
    const x = index === 0 ? 12 : 30;
    parts.push(folderIcon(x, y, 16), label(name, x + 24, y + 4, 9, THEME.text));
  });
  ['Materials', 'Prefabs', 'Scenes', 'Scripts'].forEach((name, index) => {
    const x = 250 + index * 120;
    parts.push(folderIcon(x + 14, 520, 64), label(name, x + 46, 600, 9, THEME.text, 'middle'));
  });

  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5f84ad"/><stop offset="1" stop-color="#c7d3df"/></linearGradient>`;
  return svg(W, H, parts.join(''), defs);
};

// ── The courtyard blocked out from primitives, in the Scene view ──

const courtyardBlockout = () => {
  const W = 1280;
  const H = 720;
  const scale = 17;
  const project = iso(W / 2, 150, scale);
  const parts: string[] = [rect(0, 0, W, H, 'url(#sceneSky)')];
  const stone: [string, string, string] = ['#c9c3b8', '#a29c91', '#8a847a'];
  const column: [string, string] = ['#d8d2c6', '#aaa397'];

  // Floor: a 30 × 30 plane with a 5-unit grid.
  parts.push(poly([project(0, 0), project(30, 0), project(30, 30), project(0, 30)], '#6f8f5a'));
  for (let i = 5; i < 30; i += 5) {
    const [ax, ay] = project(i, 0);
    const [bx, by] = project(i, 30);
    const [cx, cy] = project(0, i);
    const [dx, dy] = project(30, i);
    parts.push(line(ax, ay, bx, by, '#809f6a', 1.2), line(cx, cy, dx, dy, '#809f6a', 1.2));
  }
  // Back walls, then what stands inside from far to near, then the front walls (lower, cut away to see in).
  parts.push(isoBox(project, [0, -0.5, 0], [30, 0.5, 3], stone), isoBox(project, [-0.5, 0, 0], [0.5, 30, 3], stone));
  const columns: [number, number][] = [
    [6, 6],
    [24, 6],
    [6, 24],
    [24, 24],
  ];
  const objects = [
    ...columns.map(([x, y]) => ({
      depth: x + y,
      draw: () => isoCylinder(project, [x, y, 0], 0.9, 4.5, scale, column),
    })),
    {
      depth: 30,
      draw: () =>
        isoBox(project, [13, 13, 0], [4, 4, 1], ['#9fb4c7', '#7d93a8', '#6a7f93']) +
        isoCylinder(project, [15, 15, 1], 0.8, 1.6, scale, ['#b8ccdc', '#8ea6ba']) +
        `<ellipse cx="${num(project(15, 15, 1)[0])}" cy="${num(project(15, 15, 1)[1])}" rx="${num(2 * scale * 0.9)}" ry="${num(2 * scale * 0.5)}" fill="#5dade2" fill-opacity="0.55"/>`,
    },
  ].sort((a, b) => a.depth - b.depth);
  for (const object of objects) parts.push(object.draw());
  // The selected column (6, 24): an orange outline and the move gizmo on its base.
  const [sx, sy] = project(6, 24, 2.2);
  parts.push(
    rect(
      sx - 0.9 * scale * 1.2247 - 3,
      project(6, 24, 4.5)[1] - 12,
      0.9 * scale * 2.45 + 6,
      4.5 * scale + 24,
      'none',
      `stroke="${THEME.outline}" stroke-width="3" rx="6"`,
    ),
  );
  parts.push(arrow(sx, sy, ...project(11, 24, 2.2), '#e74c3c', 4, 16), arrow(sx, sy, sx, sy - 95, '#2ecc71', 4, 16));
  parts.push(arrow(sx, sy, ...project(6, 29, 2.2), '#3498db', 4, 16), rect(sx - 7, sy - 7, 14, 14, '#f1c40f'));
  parts.push(isoBox(project, [30, 0, 0], [0.5, 30, 1.2], stone), isoBox(project, [0, 30, 0], [30.5, 0.5, 1.2], stone));

  // Gizmos: the camera and the sun.
  const [camX, camY] = [W - 200, 470];
  parts.push(
    rect(camX, camY, 54, 34, '#e8e8e8', 'rx="4"') +
      poly(
        [
          [camX + 54, camY + 10],
          [camX + 76, camY - 2],
          [camX + 76, camY + 36],
          [camX + 54, camY + 24],
        ],
        '#e8e8e8',
      ) +
      `<circle cx="${camX + 14}" cy="${camY - 8}" r="10" fill="#e8e8e8"/><circle cx="${camX + 38}" cy="${camY - 8}" r="10" fill="#e8e8e8"/>`,
  );
  const [sunX, sunY] = [180, 110];
  parts.push(`<circle cx="${sunX}" cy="${sunY}" r="16" fill="#f7dc6f"/>`);
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    parts.push(
      line(
        sunX + Math.cos(a) * 24,
        sunY + Math.sin(a) * 24,
        sunX + Math.cos(a) * 36,
        sunY + Math.sin(a) * 36,
        '#f7dc6f',
        4,
        'stroke-linecap="round"',
      ),
    );
  }
  parts.push(arrow(sunX + 20, sunY + 20, sunX + 90, sunY + 90, '#f7dc6f', 3, 14));

  // The Scene view's own strip: the tab and the shading and 2D toggles.
  parts.push(
    rect(0, 0, W, 34, THEME.header),
    rect(2, 3, 86, 31, THEME.panel, 'rx="3"'),
    label('Scene', 18, 13, 10, THEME.text),
  );
  parts.push(rect(92, 3, 78, 31, THEME.tab, 'rx="3"'), label('Game', 110, 13, 10, THEME.muted));
  parts.push(rect(W - 150, 6, 60, 22, THEME.tab, 'rx="3"'), label('Shaded', W - 120, 13, 8, THEME.text, 'middle'));
  parts.push(rect(W - 84, 6, 34, 22, THEME.selection, 'rx="3"'), label('3D', W - 67, 13, 8, THEME.text, 'middle'));

  const defs = `<linearGradient id="sceneSky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b7ea6"/><stop offset="0.6" stop-color="#b4c6d8"/><stop offset="1" stop-color="#d9e2ea"/></linearGradient>`;
  return svg(W, H, parts.join(''), defs);
};

// ── Directional, point and spot lights side by side ──

const lightTypes = () => {
  const W = 1280;
  const H = 720;
  const parts: string[] = [rect(0, 0, W, H, '#141a26')];
  const panelW = 400;
  const top = 40;
  const panelH = 640;
  const warm = '#ffd166';

  const cube = (x: number, y: number, s: number) => screenCube(x, y, s, ['#e6e9ef', '#aab2c0', '#7d8799'], 0.87, 1);

  [0, 1, 2].forEach((index) => {
    const x0 = 20 + index * (panelW + 20);
    const cx = x0 + panelW / 2;
    const groundY = top + 430;
    parts.push(rect(x0, top, panelW, panelH, '#1d2535', 'rx="10"'));
    parts.push(
      `<clipPath id="panel${index}"><rect x="${x0}" y="${top}" width="${panelW}" height="${panelH}" rx="10"/></clipPath>`,
    );
    const inner: string[] = [];
    if (index === 0) {
      // Directional: the whole ground lit alike, parallel rays, parallel shadows.
      inner.push(`<ellipse cx="${cx}" cy="${groundY}" rx="180" ry="70" fill="#5b6b86"/>`);
      inner.push(
        poly(
          [
            [cx - 30, groundY + 10],
            [cx + 30, groundY + 30],
            [cx + 140, groundY - 10],
            [cx + 80, groundY - 30],
          ],
          '#222b3b',
          'fill-opacity="0.75"',
        ),
      );
      for (let i = 0; i < 6; i++) {
        const sx = x0 + 20 + i * 60;
        inner.push(arrow(sx - 40, top + 40, sx + 40, top + 180, warm, 3, 14));
      }
      inner.push(`<circle cx="${x0 + 50}" cy="${top + 50}" r="20" fill="${warm}"/>`);
    }
    if (index === 1) {
      // Point: light falls off with distance inside its range.
      const bx = cx - 70;
      const by = top + 160;
      inner.push(`<ellipse cx="${cx}" cy="${groundY}" rx="180" ry="70" fill="#2a3447"/>`);
      inner.push(`<ellipse cx="${cx - 30}" cy="${groundY}" rx="150" ry="58" fill="url(#pointPool)"/>`);
      inner.push(
        `<ellipse cx="${cx - 30}" cy="${groundY}" rx="150" ry="58" fill="none" stroke="${warm}" stroke-width="2" stroke-dasharray="8 8" stroke-opacity="0.8"/>`,
      );
      inner.push(
        poly(
          [
            [cx + 40, groundY - 12],
            [cx + 100, groundY + 18],
            [cx + 190, groundY + 4],
            [cx + 110, groundY - 30],
          ],
          '#161c28',
          'fill-opacity="0.8"',
        ),
      );
      inner.push(
        `<circle cx="${bx}" cy="${by}" r="60" fill="url(#bulbGlow)"/><circle cx="${bx}" cy="${by}" r="16" fill="${warm}"/>`,
      );
      for (let i = 0; i < 12; i++) {
        const a = (i * Math.PI) / 6;
        inner.push(
          line(
            bx + Math.cos(a) * 26,
            by + Math.sin(a) * 26,
            bx + Math.cos(a) * 48,
            by + Math.sin(a) * 48,
            warm,
            3,
            'stroke-linecap="round"',
          ),
        );
      }
    }
    if (index === 2) {
      // Spot: a cone, a pool of light, darkness outside.
      const sx = cx - 20;
      const sy = top + 70;
      inner.push(`<ellipse cx="${cx}" cy="${groundY}" rx="180" ry="70" fill="#222a3a"/>`);
      inner.push(
        poly(
          [
            [sx, sy],
            [cx - 110, groundY],
            [cx + 110, groundY],
          ],
          warm,
          'fill-opacity="0.18"',
        ),
      );
      inner.push(`<ellipse cx="${cx}" cy="${groundY}" rx="110" ry="40" fill="url(#spotPool)"/>`);
      inner.push(
        line(sx, sy, cx - 110, groundY, warm, 2, 'stroke-dasharray="8 6"'),
        line(sx, sy, cx + 110, groundY, warm, 2, 'stroke-dasharray="8 6"'),
      );
      inner.push(
        poly(
          [
            [cx + 10, groundY + 8],
            [cx + 40, groundY + 38],
            [cx + 70, groundY + 30],
            [cx + 40, groundY - 2],
          ],
          '#161c28',
          'fill-opacity="0.85"',
        ),
      );
      inner.push(`<path d="M${sx - 18} ${sy - 24}h36l-8 26h-20z" fill="#c8ccd4"/>`);
      inner.push(`<ellipse cx="${sx}" cy="${sy + 2}" rx="10" ry="4" fill="${warm}"/>`);
    }
    inner.push(cube(index === 2 ? cx : cx, groundY - 70, 52));
    parts.push(`<g clip-path="url(#panel${index})">${inner.join('')}</g>`);
    parts.push(label(['Directional', 'Point', 'Spot'][index] ?? '', cx, top + panelH - 70, 22, '#f2f4f8', 'middle'));
    parts.push(
      label(
        ['The sun: one direction', 'A bulb: every direction', 'A torch: one cone'][index] ?? '',
        cx,
        top + panelH - 32,
        12,
        '#9aa6bb',
        'middle',
      ),
    );
  });
  const defs = [
    `<radialGradient id="pointPool"><stop offset="0" stop-color="${warm}" stop-opacity="0.85"/><stop offset="1" stop-color="${warm}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="spotPool"><stop offset="0" stop-color="${warm}" stop-opacity="0.95"/><stop offset="0.85" stop-color="${warm}" stop-opacity="0.6"/><stop offset="1" stop-color="${warm}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="bulbGlow"><stop offset="0" stop-color="${warm}" stop-opacity="0.7"/><stop offset="1" stop-color="${warm}" stop-opacity="0"/></radialGradient>`,
  ].join('');
  return svg(W, H, parts.join(''), defs);
};

// ── An Animator Controller: idle, walk and jump states with their transitions ──

const animatorStates = () => {
  const W = 1280;
  const H = 720;
  const parts: string[] = [rect(0, 0, W, H, '#202020')];
  for (let x = 270; x < W; x += 20) parts.push(line(x, 30, x, H, x % 100 === 70 ? '#2f2f2f' : '#262626', 1));
  for (let y = 30; y < H; y += 20) parts.push(line(260, y, W, y, y % 100 === 30 ? '#2f2f2f' : '#262626', 1));

  // Parameters panel.
  parts.push(rect(0, 0, W, 30, THEME.header), label('Base Layer', 290, 10, 10, THEME.text));
  parts.push(panel(0, 30, 260, 690, ['Parameters', 'Layers']));
  parts.push(rect(8, 66, 244, 22, THEME.field, 'rx="3"'));
  const params: [string, 'float' | 'bool' | 'trigger'][] = [
    ['Speed', 'float'],
    ['Grounded', 'bool'],
    ['Jump', 'trigger'],
  ];
  params.forEach(([name, kind], index) => {
    const y = 102 + index * 32;
    parts.push(rect(8, y, 244, 26, '#424242', 'rx="3"'), label(name, 20, y + 8, 10, THEME.text));
    if (kind === 'float')
      parts.push(rect(186, y + 4, 58, 18, THEME.field, 'rx="3"'), label('0.0', 196, y + 9, 8, THEME.text));
    if (kind === 'bool')
      parts.push(
        rect(226, y + 5, 16, 16, THEME.accent, 'rx="3"') +
          `<path d="M229 ${y + 13}l4 4 7 -8" fill="none" stroke="#fff" stroke-width="2"/>`,
      );
    if (kind === 'trigger')
      parts.push(`<circle cx="234" cy="${y + 13}" r="7" fill="none" stroke="${THEME.muted}" stroke-width="2"/>`);
  });

  const node = (x: number, y: number, name: string, fill: string) =>
    rect(x - 90, y - 24, 180, 48, fill, 'rx="6"') + label(name, x, y - 6, 12, '#ffffff', 'middle');
  const entry: [number, number] = [400, 170];
  const any: [number, number] = [400, 500];
  const idle: [number, number] = [700, 170];
  const walk: [number, number] = [1060, 170];
  const jump: [number, number] = [880, 430];
  const exit: [number, number] = [1100, 620];
  const transition = (from: [number, number], to: [number, number], offset: number, text: string, below = false) => {
    const angle = Math.atan2(to[1] - from[1], to[0] - from[0]);
    const nx = -Math.sin(angle) * offset;
    const ny = Math.cos(angle) * offset;
    const [x1, y1, x2, y2] = [from[0] + nx, from[1] + ny, to[0] + nx, to[1] + ny];
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    const out = [
      line(x1, y1, x2, y2, '#e0e0e0', 2.5),
      arrow(
        mx - Math.cos(angle) * 8,
        my - Math.sin(angle) * 8,
        mx + Math.cos(angle) * 10,
        my + Math.sin(angle) * 10,
        '#e0e0e0',
        2,
        14,
      ),
    ];
    if (text) {
      const width = labelWidth(text, 10) + 16;
      const ly = below ? my + 14 : my - 34;
      out.push(
        rect(mx - width / 2, ly, width, 22, '#111', 'rx="4" fill-opacity="0.85"'),
        label(text, mx, ly + 6, 10, '#9fd3ff', 'middle'),
      );
    }
    return out.join('');
  };
  parts.push(transition(entry, idle, 0, ''));
  parts.push(transition(idle, walk, -10, 'Speed > 0.1'));
  parts.push(transition(walk, idle, -10, 'Speed < 0.1', true));
  parts.push(transition(any, jump, 0, 'Jump', true));
  parts.push(transition(jump, idle, 0, 'Grounded'));
  parts.push(node(...entry, 'Entry', '#2e7d32'), node(...any, 'Any State', '#00796b'));
  parts.push(node(...idle, 'Idle', '#d9822b'), node(...walk, 'Walk', '#555a60'));
  parts.push(node(...jump, 'Jump', '#555a60'), node(...exit, 'Exit', '#b03a2e'));
  // Idle is running: its progress bar.
  parts.push(
    rect(idle[0] - 84, idle[1] + 14, 168, 5, '#5a3a1a', 'rx="2"'),
    rect(idle[0] - 84, idle[1] + 14, 110, 5, '#4fc3f7', 'rx="2"'),
  );
  return svg(W, H, parts.join(''));
};

// ── The Profiler's CPU chart with a garbage collection spike ──

const profilerSpike = () => {
  const W = 1280;
  const H = 720;
  const parts: string[] = [rect(0, 0, W, H, '#1e1e1e')];
  parts.push(rect(0, 0, W, 32, THEME.header), label('Profiler', 14, 11, 10, THEME.text));
  parts.push(
    rect(W - 240, 6, 100, 20, THEME.selection, 'rx="3"'),
    label('Record', W - 190, 12, 8, THEME.text, 'middle'),
  );
  parts.push(rect(W - 132, 6, 118, 20, THEME.tab, 'rx="3"'), label('Frame 73', W - 73, 12, 8, THEME.text, 'middle'));

  const bands = [
    { name: 'Rendering', color: '#6ab04c' },
    { name: 'Scripts', color: '#4a90d9' },
    { name: 'Physics', color: '#f0932b' },
    { name: 'Garbage Collector', color: '#f9ca24' },
    { name: 'Others', color: '#95a5a6' },
  ];
  parts.push(rect(0, 32, 230, 388, '#262626'), label('CPU Usage', 14, 46, 11, THEME.text));
  bands.forEach((band, index) => {
    const y = 76 + index * 26;
    parts.push(rect(16, y, 12, 12, band.color, 'rx="2"'), label(band.name, 38, y + 3, 8, THEME.text));
  });

  // 150 frames: steady work, and every 48th frame a collection of the garbage Update allocated.
  const x0 = 240;
  const x1 = W - 10;
  const yBase = 410;
  const perMs = 9;
  const frames = 150;
  const width = (x1 - x0) / frames;
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const spikes = new Set([25, 73, 121]);
  for (let frame = 0; frame < frames; frame++) {
    const values = [
      4 + random() * 0.8,
      5.2 + random() * 1.2,
      1.2 + random() * 0.6,
      spikes.has(frame) ? 14.6 : 0,
      0.9 + random() * 0.4,
    ];
    let y = yBase;
    values.forEach((ms, index) => {
      const h = ms * perMs;
      if (h > 0) parts.push(rect(x0 + frame * width, y - h, width + 0.3, h, bands[index]?.color ?? '#999'));
      y -= h;
    });
  }
  const budget = (ms: number, text: string) => {
    const y = yBase - ms * perMs;
    return (
      line(x0, y, x1, y, '#e8e8e8', 1.5, 'stroke-dasharray="6 5"') +
      rect(x0 + 6, y - 20, labelWidth(text, 9) + 12, 16, '#1e1e1e', 'fill-opacity="0.85"') +
      label(text, x0 + 12, y - 16, 9, '#e8e8e8')
    );
  };
  parts.push(budget(16.6, '16.6 ms (60 FPS)'), budget(33.3, '33.3 ms (30 FPS)'));
  const selectedX = x0 + 73 * width + width / 2;
  parts.push(line(selectedX, 40, selectedX, yBase, '#ffffff', 2));
  parts.push(rect(0, yBase, W, 10, '#1e1e1e'));

  // The Hierarchy view of the selected frame.
  parts.push(
    rect(0, 420, W, 300, '#262626'),
    rect(0, 420, W, 28, THEME.header),
    label('Hierarchy', 14, 430, 9, THEME.text),
  );
  const columns = [
    { name: 'Overview', x: 14 },
    { name: 'Total', x: 560 },
    { name: 'Self', x: 680 },
    { name: 'Calls', x: 800 },
    { name: 'GC Alloc', x: 920 },
    { name: 'Time ms', x: 1080 },
  ];
  parts.push(rect(0, 448, W, 26, '#303030'));
  for (const column of columns) parts.push(label(column.name, column.x, 457, 9, THEME.muted));
  const rows: [string, number, string, string, string, string, string][] = [
    ['PlayerLoop', 0, '97.6%', '0.3%', '1', '1.3 MB', '27.9'],
    ['GC.Collect', 1, '51.0%', '51.0%', '1', '0 B', '14.6'],
    ['BehaviourUpdate', 1, '30.1%', '1.0%', '1', '1.3 MB', '8.6'],
    ['EnemyAI.Update()', 2, '26.2%', '22.0%', '200', '1.2 MB', '7.5'],
    ['DebugHud.Update()', 2, '2.8%', '1.0%', '1', '96 KB', '0.8'],
    ['Rendering', 1, '12.9%', '1.4%', '1', '0 B', '3.7'],
  ];
  rows.forEach(([name, depth, ...values], index) => {
    const y = 478 + index * 30;
    if (name === 'GC.Collect') parts.push(rect(0, y - 2, W, 28, THEME.selection));
    else if (index % 2) parts.push(rect(0, y - 2, W, 28, '#2b2b2b'));
    parts.push(label(name, 14 + depth * 22, y + 8, 10, THEME.text));
    values.forEach((value, column) => {
      const highlight = column === 3 && value !== '0 B';
      parts.push(label(value, (columns[column + 1]?.x ?? 0) + 0, y + 8, 10, highlight ? '#f9ca24' : THEME.text));
    });
  });
  return svg(W, H, parts.join(''));
};

/** Every illustration by key, as SVG, with the size it is drawn at. */
export const DEMO_ILLUSTRATIONS: Record<DemoImageKey, () => { svg: string; width: number; height: number }> = {
  'editor-layout': () => ({ svg: editorLayout(), width: 1280, height: 720 }),
  'courtyard-blockout': () => ({ svg: courtyardBlockout(), width: 1280, height: 720 }),
  'light-types': () => ({ svg: lightTypes(), width: 1280, height: 720 }),
  'animator-states': () => ({ svg: animatorStates(), width: 1280, height: 720 }),
  'profiler-spike': () => ({ svg: profilerSpike(), width: 1280, height: 720 }),
};

// ── The floating cube clip: the Game view behind, the cube and its shadow as sprites ──

/** The Game view the cube floats in, 640 × 360, with the shadow under where the cube rests. */
export const floatingCubeBackground = () => {
  const W = 640;
  const H = 360;
  const horizon = 170;
  const parts: string[] = [rect(0, 0, W, horizon, 'url(#gameSky)'), rect(0, horizon, W, H - horizon, '#50604a')];
  for (let i = -10; i <= 10; i++) parts.push(line(W / 2 + i * 14, horizon, W / 2 + i * 80, H, '#62745a', 1));
  for (let i = 1; i <= 7; i++) {
    const y = horizon + (H - horizon) * (i / 7) ** 1.8;
    parts.push(line(0, y, W, y, '#62745a', 1));
  }
  parts.push(`<ellipse cx="${W / 2}" cy="292" rx="58" ry="14" fill="#000" fill-opacity="0.35"/>`);
  const defs = `<linearGradient id="gameSky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4d76a3"/><stop offset="1" stop-color="#c3d3e2"/></linearGradient>`;
  return svg(W, H, parts.join(''), defs);
};

/** The cube sprite, 112 × 128, transparent around it. */
export const floatingCubeSprite = () =>
  svg(112, 128, screenCube(56, 32, 56, ['#ffc04d', '#e8912a', '#b8681c'], 0.95, 1.15));
