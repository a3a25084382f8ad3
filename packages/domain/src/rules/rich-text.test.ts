import { expect, it } from 'vitest';
import { CODE_BLOCK_MAX_LINES } from '../constants';
import {
  codeLanguageOf,
  highlightedLines,
  imagesWithoutAlt,
  richTextFromParagraphs,
  richTextPlain,
  sanitizeRichText,
  type TRichText,
  ZRichText,
} from './rich-text';

it('keeps allow-listed nodes and marks and drops the rest', () => {
  const doc: TRichText = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1, onclick: 'x' }, content: [{ type: 'text', text: 'Title' }] },
      { type: 'iframe', attrs: { src: 'https://evil.test' } },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'bold', marks: [{ type: 'bold' }, { type: 'textStyle', attrs: { color: 'red' } }] },
          { type: 'text', text: 'link', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          {
            type: 'text',
            text: 'ok',
            marks: [{ type: 'link', attrs: { href: ' https://example.test ', target: '_blank' } }],
          },
        ],
      },
    ],
  };
  expect(sanitizeRichText(doc)).toEqual({
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
          { type: 'text', text: 'link' },
          { type: 'text', text: 'ok', marks: [{ type: 'link', attrs: { href: 'https://example.test' } }] },
        ],
      },
    ],
  });
});

it('derives trimmed plain text, one block a line', () => {
  expect(richTextPlain(richTextFromParagraphs(['  First ', 'Second']))).toBe('First\nSecond');
  expect(richTextPlain({ type: 'doc', content: [] })).toBe('');
  expect(richTextPlain(null)).toBe('');
});

it('refuses a document nested past RICH_TEXT_MAX_DEPTH with request_too_deep, before the recursive schema reads it', () => {
  let node: unknown = { type: 'text', text: 'deep' };
  for (let level = 0; level < 1000; level++) node = { type: 'blockquote', content: [node] };
  const result = ZRichText.safeParse({ type: 'doc', content: [node] });
  expect(result.error?.issues.map((issue) => issue.message)).toEqual(['request_too_deep']);
  expect(ZRichText.safeParse(richTextFromParagraphs(['fine'])).success).toBe(true);
});

it('keeps a code block as its text with a known language, a file name and highlighted lines only', () => {
  const doc: TRichText = {
    type: 'doc',
    content: [
      {
        type: 'codeBlock',
        attrs: { language: 'C#', filename: '  Floating\nCube.cs ', highlightLines: '3, 1-2, x, 0, 9-4', class: 'x' },
        content: [
          { type: 'text', text: 'float a;\n', marks: [{ type: 'bold' }] },
          { type: 'hardBreak' },
          { type: 'text', text: 'float b;' },
        ],
      },
      { type: 'codeBlock', attrs: { language: 'brainfuck' }, content: [{ type: 'text', text: '+' }] },
    ],
  };
  expect(sanitizeRichText(doc).content).toEqual([
    {
      type: 'codeBlock',
      attrs: { language: 'csharp', filename: 'Floating Cube.cs', highlightLines: '3,1-2' },
      content: [{ type: 'text', text: 'float a;\nfloat b;' }],
    },
    { type: 'codeBlock', attrs: { language: 'plaintext' }, content: [{ type: 'text', text: '+' }] },
  ]);
  expect([...highlightedLines('2,4-6')]).toEqual([2, 4, 5, 6]);
  expect(codeLanguageOf('yml')).toBe('yaml');
  expect(codeLanguageOf(undefined)).toBe('plaintext');
});

it(`refuses a code block of more than ${CODE_BLOCK_MAX_LINES} lines with its key`, () => {
  const block = (lines: number) => ({
    type: 'doc',
    content: [
      { type: 'callout', content: [{ type: 'codeBlock', content: [{ type: 'text', text: 'x\n'.repeat(lines - 1) }] }] },
    ],
  });
  expect(ZRichText.safeParse(block(CODE_BLOCK_MAX_LINES)).success).toBe(true);
  expect(ZRichText.safeParse(block(CODE_BLOCK_MAX_LINES + 1)).error?.issues.map((issue) => issue.message)).toEqual([
    'richText_codeBlock_too_long',
  ]);
});

it('keeps callouts of the four kinds, tables with spans and alignment, kbd, captions and stored videos', () => {
  const doc: TRichText = {
    type: 'doc',
    content: [
      { type: 'callout', attrs: { kind: 'tip', style: 'x' }, content: [{ type: 'paragraph' }] },
      { type: 'callout', attrs: { kind: 'danger' }, content: [] },
      {
        type: 'table',
        attrs: { style: 'width: 9999px' },
        content: [
          {
            type: 'tableRow',
            content: [
              { type: 'tableHeader', attrs: { colspan: 2, rowspan: 1, colwidth: [100], align: 'center' } },
              { type: 'tableCell', attrs: { colspan: '2', align: 'justify' } },
            ],
          },
        ],
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'Ctrl', marks: [{ type: 'kbd', attrs: { x: 1 } }] }] },
      { type: 'image', attrs: { src: `/files/${'a'.repeat(32)}.png`, alt: 'Scene', caption: ' The scene ' } },
      { type: 'video', attrs: { src: `https://host/files/${'b'.repeat(32)}.mp4`, title: ' Float\n', autoplay: true } },
      { type: 'video', attrs: { src: 'https://evil.test/v.mp4', title: 'x' } },
    ],
  };
  expect(sanitizeRichText(doc).content).toEqual([
    { type: 'callout', attrs: { kind: 'tip' }, content: [{ type: 'paragraph' }] },
    { type: 'callout', attrs: { kind: 'note' }, content: [] },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [{ type: 'tableHeader', attrs: { colspan: 2, align: 'center' } }, { type: 'tableCell' }],
        },
      ],
    },
    { type: 'paragraph', content: [{ type: 'text', text: 'Ctrl', marks: [{ type: 'kbd' }] }] },
    { type: 'image', attrs: { src: `/files/${'a'.repeat(32)}.png`, alt: 'Scene', caption: 'The scene' } },
    { type: 'video', attrs: { src: `/files/${'b'.repeat(32)}.mp4`, title: 'Float' } },
  ]);
});

it('finds images without alt text anywhere in a form, by path', () => {
  const image = (alt: string) => ({ type: 'image', attrs: { src: `/files/${'a'.repeat(32)}.png`, alt } });
  const form = {
    description: { type: 'doc', content: [image('A scene')] },
    sections: [{ body: { type: 'doc', content: [{ type: 'callout', content: [image(' ')] }] } }],
  };
  expect(imagesWithoutAlt(form)).toEqual(['sections.0.body.content.0.content.0']);
});
