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

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Greedy word wrap to at most `maxLines` lines of about `width` characters. */
const wrap = (text: string, width: number, maxLines: number) => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]?.replace(/\s+\S*$/, '')}…`;
  }
  return lines;
};

/** A deterministic 16:9 cover for an item: the type's gradient, a pattern from the title, the title. */
export const thumbnailSvg = (type: TItemType, title: string): string => {
  const [from, to] = PALETTE[type];
  let hash = 0;
  for (const char of title) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const circles = Array.from({ length: 4 }, (_, i) => {
    const x = (hash >> (i * 5)) % 640;
    const y = (hash >> (i * 3 + 2)) % 360;
    const r = 60 + ((hash >> (i * 4)) % 120);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${(0.06 + (i % 3) * 0.03).toFixed(2)}"/>`;
  }).join('');
  const lines = wrap(title, 24, 3);
  const text = lines
    .map((line, i) => `<text x="40" y="${300 - (lines.length - 1 - i) * 46}">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/>${circles}<g fill="#fff" font-family="system-ui,sans-serif" font-size="40" font-weight="700">${text}</g></svg>`;
};
