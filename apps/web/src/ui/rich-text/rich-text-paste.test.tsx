import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { clipboard, doc, latestDoc, paragraph, placeCaret, renderRichText } from '../../test/rich-text';

const text = (value: string, marks?: { type: string }[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});

/** Pastes `types` into an empty field and answers the blocks it reports. */
const pasteIntoEmpty = async (types: Record<string, string>) => {
  const box = await renderRichText();
  await userEvent.click(box);
  await userEvent.paste(clipboard(types));
  await waitFor(() => expect(latestDoc()).not.toBeNull());
  return latestDoc()?.content ?? [];
};

it('keeps a fenced C# block of pasted Markdown as a C# code block', async () => {
  const content = await pasteIntoEmpty({
    'text/plain': [
      'Add this script to the player:',
      '',
      '```cs',
      'public class Player : MonoBehaviour',
      '{',
      '    void Update() { }',
      '}',
      '```',
    ].join('\n'),
  });
  expect(content.slice(0, 2)).toEqual([
    paragraph('Add this script to the player:'),
    {
      type: 'codeBlock',
      attrs: { language: 'csharp' },
      content: [text('public class Player : MonoBehaviour\n{\n    void Update() { }\n}')],
    },
  ]);
});

it('keeps a pasted Markdown table as a table with its header row and column alignment', async () => {
  const content = await pasteIntoEmpty({
    'text/plain': ['| Key | Action |', '| :-- | --: |', '| `W` | **Forward** |', '| S | Back |'].join('\n'),
  });
  const cell = (type: string, align: string, inline: object[]) => ({
    type,
    attrs: { align },
    content: [{ type: 'paragraph', content: inline }],
  });
  expect(content[0]).toEqual({
    type: 'table',
    content: [
      {
        type: 'tableRow',
        content: [cell('tableHeader', 'left', [text('Key')]), cell('tableHeader', 'right', [text('Action')])],
      },
      {
        type: 'tableRow',
        content: [
          cell('tableCell', 'left', [text('W', [{ type: 'code' }])]),
          cell('tableCell', 'right', [text('Forward', [{ type: 'bold' }])]),
        ],
      },
      {
        type: 'tableRow',
        content: [cell('tableCell', 'left', [text('S')]), cell('tableCell', 'right', [text('Back')])],
      },
    ],
  });
});

it('keeps a pasted Markdown callout, with its kind and its blocks', async () => {
  const content = await pasteIntoEmpty({
    'text/plain': [
      '> [!WARNING]',
      '> Save the scene before you bake.',
      '> - Lights',
      '> - Probes',
      '',
      'Then bake.',
    ].join('\n'),
  });
  const item = (value: string) => ({ type: 'listItem', content: [paragraph(value)] });
  expect(content.slice(0, 2)).toEqual([
    {
      type: 'callout',
      attrs: { kind: 'warning' },
      content: [
        paragraph('Save the scene before you bake.'),
        { type: 'bulletList', content: [item('Lights'), item('Probes')] },
      ],
    },
    paragraph('Then bake.'),
  ]);
});

it('makes pasted headings a step’s h3 and h4, and drops what the allow-list does not take', async () => {
  const content = await pasteIntoEmpty({
    'text/plain': [
      '# Lighting',
      '## Baking',
      '### Probes',
      '',
      '![Scene](https://tracker.example/pixel.png) See [the docs](javascript:alert(1)) or [the manual](https://docs.example/bake).',
    ].join('\n'),
  });
  expect(content.slice(0, 3)).toEqual([
    { type: 'heading', attrs: { level: 3 }, content: [text('Lighting')] },
    { type: 'heading', attrs: { level: 4 }, content: [text('Baking')] },
    { type: 'heading', attrs: { level: 4 }, content: [text('Probes')] },
  ]);
  const last = JSON.stringify(content[3]);
  expect(last).not.toContain('image');
  expect(last).not.toContain('javascript:');
  expect(content[3]?.content?.at(-2)).toEqual({
    type: 'text',
    text: 'the manual',
    marks: [{ type: 'link', attrs: { href: 'https://docs.example/bake' } }],
  });
});

it('keeps code pasted from VS Code as a code block in its language', async () => {
  const content = await pasteIntoEmpty({
    'text/plain': 'echo "# not a heading"\nnpm run build',
    'text/html': '<div><span>echo "# not a heading"</span></div>',
    'vscode-editor-data': JSON.stringify({ version: 1, mode: 'shellscript' }),
  });
  expect(content[0]).toEqual({
    type: 'codeBlock',
    attrs: { language: 'shell' },
    content: [text('echo "# not a heading"\nnpm run build')],
  });
});

it('reads a Markdown file copied from VS Code as Markdown', async () => {
  const content = await pasteIntoEmpty({
    'text/plain': '## Setup\n\n1. Open the project\n2. Press Play',
    'vscode-editor-data': JSON.stringify({ version: 1, mode: 'markdown' }),
  });
  expect(content.slice(0, 2)).toEqual([
    { type: 'heading', attrs: { level: 3 }, content: [text('Setup')] },
    {
      type: 'orderedList',
      attrs: { start: 1 },
      content: [
        { type: 'listItem', content: [paragraph('Open the project')] },
        { type: 'listItem', content: [paragraph('Press Play')] },
      ],
    },
  ]);
});

it('pastes prose and HTML as they are, and Markdown into a code block as its text', async () => {
  const box = await renderRichText(
    doc(paragraph('Intro'), { type: 'codeBlock', attrs: { language: 'shell' }, content: [text('npm ci')] }),
  );
  await placeCaret(box, 'Intro', 5);
  await userEvent.paste(clipboard({ 'text/plain': ', then bake - 3 lights > 2 #probes' }));
  await waitFor(() => expect(latestDoc()?.content?.[0]).toEqual(paragraph('Intro, then bake - 3 lights > 2 #probes')));

  await placeCaret(box, '#probes', 7);
  await userEvent.paste(clipboard({ 'text/plain': '# Title', 'text/html': '<p><strong># Title</strong></p>' }));
  await waitFor(() => expect(latestDoc()?.content?.[0]?.content?.at(-1)).toEqual(text('# Title', [{ type: 'bold' }])));

  await placeCaret(box, 'npm ci', 6);
  await userEvent.paste(clipboard({ 'text/plain': '\n# build\n- step' }));
  await waitFor(() =>
    expect(latestDoc()?.content?.[1]).toEqual({
      type: 'codeBlock',
      attrs: { language: 'shell' },
      content: [text('npm ci\n# build\n- step')],
    }),
  );
  expect(JSON.stringify(latestDoc())).not.toContain('heading');
});
