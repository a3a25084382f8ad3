import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { renderWithApp } from '../../test/render';
import { linesOf } from './code-highlight';
import { RichTextView } from './rich-text-view';

const text = (value: string, marks?: { type: string }[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: ReturnType<typeof text>[]) => ({ type: 'paragraph', content });

const CSHARP = [
  'public class FloatingCube : MonoBehaviour',
  '{',
  '    // How far the cube rises',
  '    public float amplitude = 0.5f;',
  '',
  '    void Update() { float offset = Mathf.Sin(Time.time) * amplitude; }',
  '}',
].join('\n');

afterEach(() => vi.unstubAllGlobals());

it('shows a code block with its file name and language, highlighted by language, with its lines marked', async () => {
  const { container } = render(
    <RichTextView
      doc={{
        type: 'doc',
        content: [
          {
            type: 'codeBlock',
            attrs: { language: 'csharp', filename: 'FloatingCube.cs', highlightLines: '4,6' },
            content: [text(CSHARP)],
          },
        ],
      }}
    />,
  );
  const figure = container.querySelector('figure') as HTMLElement;
  expect(within(figure).getByText('FloatingCube.cs')).toBeTruthy();
  expect(within(figure).getByText('C#')).toBeTruthy();
  // The highlighter's chunk arrives after the first render: the code is plain text until then, in the same lines.
  expect(await within(figure).findByText('class')).toHaveProperty('className', 'hljs-keyword');
  expect(within(figure).getByText('// How far the cube rises').className).toContain('hljs-comment');
  const lines = [...figure.querySelectorAll('pre code > span')];
  expect(lines.map((line) => line.textContent)).toEqual(CSHARP.split('\n'));
  expect(lines.map((line) => line.hasAttribute('data-highlighted'))).toEqual([
    false,
    false,
    false,
    true,
    false,
    true,
    false,
  ]);
  await expectNoSeriousAxeViolations(container);
});

it('copies the code with the button and announces it', async () => {
  const writeText = vi.fn(async (_: string) => {});
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  render(
    <RichTextView
      doc={{
        type: 'doc',
        content: [{ type: 'codeBlock', attrs: { language: 'shell' }, content: [text('npm ci\nnpm start')] }],
      }}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
  expect(writeText).toHaveBeenCalledWith('npm ci\nnpm start');
  expect(screen.getByRole('status').textContent).toBe('Copied');
  expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
});

it('shows an unknown language and HLSL as what they are: plain, and highlighted by the platform’s own grammar', async () => {
  render(
    <RichTextView
      doc={{
        type: 'doc',
        content: [
          { type: 'codeBlock', attrs: { language: 'cobol' }, content: [text('DISPLAY "HI".')] },
          {
            type: 'codeBlock',
            attrs: { language: 'hlsl' },
            content: [text('float4 frag() : SV_Target { return saturate(c); }')],
          },
        ],
      }}
    />,
  );
  expect(screen.getByText('Plain text')).toBeTruthy();
  expect((await screen.findByText('float4')).className).toBe('hljs-type');
  expect(screen.getByText('saturate').className).toBe('hljs-built_in');
  expect(screen.getByText('DISPLAY "HI".').tagName).toBe('SPAN');
});

it('splits a token that spans lines, so every line stays a line', () => {
  expect(
    linesOf({
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'span',
          properties: { className: ['hljs-comment'] },
          children: [{ type: 'text', value: '/* a\nb */' }],
        },
        { type: 'text', value: ' x' },
      ],
    }),
  ).toEqual([
    [{ text: '/* a', className: 'hljs-comment' }],
    [{ text: 'b */', className: 'hljs-comment' }, { text: ' x' }],
  ]);
});

it('shows callouts with their label, tables with their header row, keys and captions', async () => {
  const { container } = render(
    <RichTextView
      doc={{
        type: 'doc',
        content: [
          { type: 'callout', attrs: { kind: 'warning' }, content: [paragraph(text('Save the scene first.'))] },
          {
            type: 'table',
            content: [
              {
                type: 'tableRow',
                content: [
                  { type: 'tableHeader', content: [paragraph(text('Action'))] },
                  { type: 'tableHeader', attrs: { align: 'right' }, content: [paragraph(text('Key'))] },
                ],
              },
              {
                type: 'tableRow',
                content: [
                  { type: 'tableCell', content: [paragraph(text('Play'))] },
                  {
                    type: 'tableCell',
                    attrs: { align: 'right' },
                    content: [paragraph(text('Ctrl', [{ type: 'kbd' }]), text('+'), text('P', [{ type: 'kbd' }]))],
                  },
                ],
              },
            ],
          },
          {
            type: 'image',
            attrs: {
              src: `/files/${'a'.repeat(32)}.png`,
              alt: 'The Scene view',
              caption: 'The Scene view with the cube selected',
            },
          },
        ],
      }}
    />,
  );
  const note = screen.getByRole('note', { name: 'Warning' });
  expect(note.textContent).toContain('Save the scene first.');
  expect(screen.getByRole('columnheader', { name: 'Key' }).className).toContain('text-end');
  const keys = screen.getAllByRole('cell')[1] as HTMLElement;
  expect(keys.textContent).toBe('Ctrl+P');
  expect([...keys.querySelectorAll('kbd')].map((key) => key.textContent)).toEqual(['Ctrl', 'P']);
  expect(keys.className).toContain('text-end');
  const caption = screen.getByText('The Scene view with the cube selected');
  expect(caption.tagName).toBe('FIGCAPTION');
  expect(caption.closest('figure')?.querySelector('img')?.alt).toBe('The Scene view');
  expect(screen.getByRole('img', { name: 'The Scene view' })).toBeTruthy();
  await act(async () => {});
  await expectNoSeriousAxeViolations(container);
});

it('plays a video placed in the text with the platform player, from its original while it has no transcode', async () => {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    asked.push(new URL(String(input), 'http://localhost').pathname);
    return new Response(JSON.stringify({ error: { key: 'not_found' } }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  const src = `/files/${'c'.repeat(32)}.mp4`;
  renderWithApp(() => (
    <RichTextView doc={{ type: 'doc', content: [{ type: 'video', attrs: { src, title: 'The cube floats' } }] }} />
  ));
  await screen.findByRole('region', { name: 'Video player: The cube floats' }, { timeout: 10_000 });
  expect(asked).toEqual([`/api/media/files/${'c'.repeat(32)}.mp4/video`]);
  vi.restoreAllMocks();
});
