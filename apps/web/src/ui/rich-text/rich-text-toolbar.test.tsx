import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { doc, latestDoc, paragraph, placeCaret, placeCaretIn, renderRichText } from '../../test/rich-text';

const toolbar = () => screen.getByRole('toolbar', { name: 'Text formatting' });

it('inserts a code block and edits its language, file name and highlighted lines in its labelled settings', async () => {
  const box = await renderRichText(doc(paragraph('var speed = 2f;')));
  await placeCaret(box, 'speed');
  expect(screen.queryByRole('group', { name: 'Code block settings' })).toBeNull();
  await userEvent.click(within(toolbar()).getByRole('button', { name: 'Code block' }));
  await waitFor(() =>
    expect(latestDoc()?.content?.[0]).toEqual({
      type: 'codeBlock',
      attrs: { language: 'plaintext' },
      content: [{ type: 'text', text: 'var speed = 2f;' }],
    }),
  );

  // Clicking back into the block shows its settings.
  await placeCaret(box, 'speed');
  const settings = screen.getByRole('group', { name: 'Code block settings' });
  await userEvent.click(within(settings).getByRole('button', { name: /Language/ }));
  const options = within(screen.getByRole('listbox')).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'C#',
    'HLSL',
    'ShaderLab',
    'JavaScript',
    'TypeScript',
    'JSON',
    'YAML',
    'Shell',
    'Plain text',
  ]);
  await userEvent.click(screen.getByRole('option', { name: 'C#' }));
  await waitFor(() => expect(latestDoc()?.content?.[0]?.attrs).toEqual({ language: 'csharp' }));
  expect(within(settings).getByRole('button', { name: /Language/ }).textContent).toContain('C#');

  await userEvent.type(within(settings).getByRole('textbox', { name: 'File name' }), 'Player.cs');
  const lines = within(settings).getByRole('textbox', { name: 'Highlighted lines' });
  await userEvent.type(lines, '2, 4-6');
  await waitFor(() =>
    expect(latestDoc()?.content?.[0]?.attrs).toEqual({
      language: 'csharp',
      filename: 'Player.cs',
      highlightLines: '2,4-6',
    }),
  );
  expect(lines.getAttribute('aria-invalid')).toBeNull();
  await userEvent.clear(lines);
  await userEvent.type(lines, '3-1');
  await userEvent.tab();
  // A range backwards is not a line range: it is not kept, and the field says so.
  expect(lines.getAttribute('aria-invalid')).toBe('true');
  await waitFor(() => expect(latestDoc()?.content?.[0]?.attrs).toEqual({ language: 'csharp', filename: 'Player.cs' }));
});

it('wraps text in a callout of the kind chosen, changes its kind and removes it', async () => {
  const box = await renderRichText(doc(paragraph('Save the scene first.')));
  await placeCaret(box, 'Save', 1);
  await userEvent.click(within(toolbar()).getByRole('button', { name: 'Callout' }));
  const kinds = screen.getAllByRole('menuitemradio');
  expect(kinds.map((item) => item.textContent)).toEqual(['Note', 'Tip', 'Warning', 'Important']);
  expect(kinds.every((item) => item.getAttribute('aria-checked') === 'false')).toBe(true);
  await userEvent.click(screen.getByRole('menuitemradio', { name: 'Tip' }));
  await waitFor(() =>
    expect(latestDoc()?.content?.[0]).toEqual({
      type: 'callout',
      attrs: { kind: 'tip' },
      content: [paragraph('Save the scene first.')],
    }),
  );
  // The editor shows it with its translated label.
  expect(box.querySelector('[data-callout="tip"]')?.textContent).toBe('TipSave the scene first.');

  await placeCaret(box, 'Save', 1);
  await userEvent.click(within(toolbar()).getByRole('button', { name: 'Callout' }));
  expect(screen.getByRole('menuitemradio', { name: 'Tip' }).getAttribute('aria-checked')).toBe('true');
  await userEvent.click(screen.getByRole('menuitemradio', { name: 'Warning' }));
  await waitFor(() => expect(latestDoc()?.content?.[0]?.attrs).toEqual({ kind: 'warning' }));

  await placeCaret(box, 'Save', 1);
  await userEvent.click(within(toolbar()).getByRole('button', { name: 'Callout' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Remove callout' }));
  await waitFor(() => expect(latestDoc()?.content?.[0]).toEqual(paragraph('Save the scene first.')));
});

it('inserts a 3 × 3 table with a header row, aligns a cell, adds a row and turns the header row off', async () => {
  const box = await renderRichText();
  box.focus();
  await userEvent.click(within(toolbar()).getByRole('button', { name: 'Table' }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Insert table']);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Insert table' }));
  await waitFor(() => expect(latestDoc()?.content?.[0]?.type).toBe('table'));
  const emptyCell = (type: string, attrs?: object) => ({ type, ...(attrs ? { attrs } : {}), content: [paragraph()] });
  const row = (type: string) => ({ type: 'tableRow', content: [emptyCell(type), emptyCell(type), emptyCell(type)] });
  expect(latestDoc()?.content?.[0]).toEqual({
    type: 'table',
    content: [row('tableHeader'), row('tableCell'), row('tableCell')],
  });

  // In the first header cell.
  await placeCaretIn(box, box.querySelector('th p'));
  await userEvent.click(within(toolbar()).getByRole('button', { name: 'Table' }));
  expect(screen.getByRole('menuitemcheckbox', { name: 'Header row' }).getAttribute('aria-checked')).toBe('true');
  await userEvent.click(screen.getByRole('menuitemradio', { name: 'Align center' }));
  await placeCaretIn(box, box.querySelector('th p'));
  await userEvent.click(within(toolbar()).getByRole('button', { name: 'Table' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Add row below' }));
  await waitFor(() => expect(latestDoc()?.content?.[0]?.content).toHaveLength(4));
  const [header] = latestDoc()?.content?.[0]?.content ?? [];
  expect(header?.content?.[0]).toEqual(emptyCell('tableHeader', { align: 'center' }));
  expect(box.querySelector('th')?.getAttribute('style')).toContain('text-align: center');

  await placeCaretIn(box, box.querySelector('th p'));
  await userEvent.click(within(toolbar()).getByRole('button', { name: 'Table' }));
  await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Header row' }));
  await waitFor(() =>
    expect(latestDoc()?.content?.[0]?.content?.[0]?.content?.map((cell) => cell.type)).toEqual([
      'tableCell',
      'tableCell',
      'tableCell',
    ]),
  );

  await placeCaretIn(box, box.querySelector('td p'));
  await userEvent.click(within(toolbar()).getByRole('button', { name: 'Table' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete table' }));
  await waitFor(() => expect(latestDoc()?.content?.some((node) => node.type === 'table') ?? false).toBe(false));
});

it('marks a keyboard key from its button and from its shortcut, named in aria-keyshortcuts', async () => {
  const box = await renderRichText(doc(paragraph('Press Ctrl then S.')));
  const button = within(toolbar()).getByRole('button', { name: 'Keyboard key' });
  expect(button.getAttribute('aria-keyshortcuts')).toMatch(/^(Control|Meta)\+Shift\+K$/);
  await placeCaret(box, 'Ctrl', 0, 4);
  await userEvent.click(button);
  await waitFor(() =>
    expect(latestDoc()?.content?.[0]?.content).toEqual([
      { type: 'text', text: 'Press ' },
      { type: 'text', text: 'Ctrl', marks: [{ type: 'kbd' }] },
      { type: 'text', text: ' then S.' },
    ]),
  );
  expect(box.querySelector('kbd')?.textContent).toBe('Ctrl');

  await placeCaret(box, 'S.', 0, 1);
  await userEvent.keyboard('{Control>}{Shift>}k{/Shift}{/Control}');
  await waitFor(() =>
    expect(latestDoc()?.content?.[0]?.content?.at(-2)).toEqual({ type: 'text', text: 'S', marks: [{ type: 'kbd' }] }),
  );
});

it('makes a heading 3 or 4, a numbered list, a divider and inline code from the toolbar', async () => {
  const box = await renderRichText(doc(paragraph('Lighting'), paragraph('Call Bake() once.')));
  await placeCaret(box, 'Lighting', 1);
  const style = within(toolbar()).getByRole('button', { name: /Text style/ });
  expect(style.textContent).toContain('Paragraph');
  await userEvent.click(style);
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Paragraph',
    'Heading 3',
    'Heading 4',
  ]);
  await userEvent.click(screen.getByRole('option', { name: 'Heading 3' }));
  await waitFor(() =>
    expect(latestDoc()?.content?.[0]).toEqual({
      type: 'heading',
      attrs: { level: 3 },
      content: [{ type: 'text', text: 'Lighting' }],
    }),
  );
  await userEvent.click(within(toolbar()).getByRole('button', { name: /Text style/ }));
  await userEvent.click(screen.getByRole('option', { name: 'Heading 4' }));
  await waitFor(() => expect(latestDoc()?.content?.[0]?.attrs).toEqual({ level: 4 }));

  await placeCaret(box, 'Call');
  await userEvent.click(within(toolbar()).getByRole('button', { name: 'Numbered list' }));
  await waitFor(() =>
    expect(latestDoc()?.content?.[1]).toEqual({
      type: 'orderedList',
      attrs: { start: 1 },
      content: [{ type: 'listItem', content: [paragraph('Call Bake() once.')] }],
    }),
  );

  await placeCaret(box, 'Lighting', 8);
  await userEvent.click(within(toolbar()).getByRole('button', { name: 'Divider' }));
  await waitFor(() => expect(latestDoc()?.content?.[1]).toEqual({ type: 'horizontalRule' }));
  expect(latestDoc()?.content?.[0]?.content).toEqual([{ type: 'text', text: 'Lighting' }]);

  await placeCaret(box, 'Bake()', 0, 6);
  await userEvent.click(within(toolbar()).getByRole('button', { name: 'Inline code' }));
  await waitFor(() =>
    expect(
      latestDoc()?.content?.find((node) => node.type === 'orderedList')?.content?.[0]?.content?.[0]?.content,
    ).toEqual([
      { type: 'text', text: 'Call ' },
      { type: 'text', text: 'Bake()', marks: [{ type: 'code' }] },
      { type: 'text', text: ' once.' },
    ]),
  );
});

it('indents a list item with Tab and lifts it back with Shift+Tab', async () => {
  const item = (text: string) => ({ type: 'listItem', content: [paragraph(text)] });
  const box = await renderRichText(doc({ type: 'bulletList', content: [item('Import'), item('Bake')] }));
  await placeCaret(box, 'Bake');
  await userEvent.keyboard('{Tab}');
  await waitFor(() =>
    expect(latestDoc()?.content?.[0]).toEqual({
      type: 'bulletList',
      content: [{ type: 'listItem', content: [paragraph('Import'), { type: 'bulletList', content: [item('Bake')] }] }],
    }),
  );
  await placeCaret(box, 'Bake');
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
  await waitFor(() =>
    expect(latestDoc()?.content?.[0]).toEqual({ type: 'bulletList', content: [item('Import'), item('Bake')] }),
  );
});

it('opens the table menu from its shortcut, and every control of the toolbar names its shortcut', async () => {
  const box = await renderRichText();
  const named = within(toolbar())
    .getAllByRole('button')
    .filter((button) => !button.getAttribute('aria-keyshortcuts'))
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);
  expect(named).toEqual([]);
  box.focus();
  await userEvent.keyboard('{Control>}{Alt>}g{/Alt}{/Control}');
  expect(await screen.findByRole('menuitem', { name: 'Insert table' })).toBeTruthy();
});

it('has no serious or critical axe violations with a code block, a callout, a table, a key and a video', async () => {
  const cell = (type: string, value: string) => ({ type, content: [paragraph(value)] });
  const box = await renderRichText(
    doc(
      {
        type: 'codeBlock',
        attrs: { language: 'csharp', filename: 'Player.cs' },
        content: [{ type: 'text', text: 'var a = 1;' }],
      },
      { type: 'callout', attrs: { kind: 'tip' }, content: [paragraph('Save first.')] },
      {
        type: 'table',
        content: [
          { type: 'tableRow', content: [cell('tableHeader', 'Key'), cell('tableHeader', 'Action')] },
          { type: 'tableRow', content: [cell('tableCell', 'W'), cell('tableCell', 'Forward')] },
        ],
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'Esc', marks: [{ type: 'kbd' }] }] },
      { type: 'video', attrs: { src: `/files/${'a'.repeat(32)}.mp4`, title: 'Baking' } },
    ),
  );
  await placeCaret(box, 'var a', 2);
  expect(screen.getByRole('group', { name: 'Code block settings' })).toBeTruthy();
  await expectNoSeriousAxeViolations();
});
