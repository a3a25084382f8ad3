import type { TRichText, TRichTextNode } from '@questline/domain/rules/rich-text';
import { render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { RichTextField } from '../ui/rich-text/rich-text-field';

let latest: TRichText | null | undefined;

/** The document the field last reported (what the form would save). */
export const latestDoc = () => latest;

const Harness = ({ value }: { value: TRichText | null }) => {
  const methods = useForm<{ body: TRichText | null }>({ defaultValues: { body: value } });
  latest = methods.watch('body');
  return (
    <FormProvider {...methods}>
      <RichTextField name="body" label="Step text" />
    </FormProvider>
  );
};

/** Renders a rich-text field labelled "Step text" holding `value`, and answers its textbox once the editor loaded. */
export const renderRichText = async (value: TRichText | null = null) => {
  latest = value;
  render(<Harness value={value} />);
  return screen.findByRole('textbox', { name: 'Step text' }, { timeout: 10_000 });
};

export const doc = (...content: TRichTextNode[]): TRichText => ({ type: 'doc', content });
export const paragraph = (text?: string): TRichTextNode =>
  text ? { type: 'paragraph', content: [{ type: 'text', text }] } : { type: 'paragraph' };

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Puts the caret (or, with `length`, a selection) in the editor at `offset` within the first text of `box` that holds
 * `text`, as a click would: through the DOM selection the editor reads on `selectionchange`. The editor is focused
 * first, and ProseMirror's check 20 ms after focusing (which puts back the selection it had) is let pass, so it
 * does not move the caret after it is placed. The very start of the document is not a place for it: ProseMirror takes
 * a caret there soon after focusing for the browser's reset of the selection, and keeps its own.
 */
export const placeCaret = async (box: HTMLElement, text: string, offset = 0, length = 0) => {
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at !== -1) return select(box, node, at + offset, length);
  }
  throw new Error(`no text "${text}" in the editor`);
};

/** Puts the caret at the start of `block`, an element of the editor `box` holding no text (an empty cell's paragraph). */
export const placeCaretIn = (box: HTMLElement, block: Element | null) => {
  if (!block) throw new Error('no such block in the editor');
  return select(box, block, 0, 0);
};

const select = async (box: HTMLElement, node: Node, offset: number, length: number) => {
  box.focus();
  await settle(30);
  const range = document.createRange();
  range.setStart(node, offset);
  range.setEnd(node, offset + length);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  document.dispatchEvent(new Event('selectionchange'));
  await settle();
};

/** Pastes a clipboard of these types (text/plain, text/html, vscode-editor-data…) into the focused editor. */
export const clipboard = (types: Record<string, string>) => {
  const data = new DataTransfer();
  for (const [type, value] of Object.entries(types)) data.setData(type, value);
  return data;
};
