import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';

/** The classes of the editor's small forms (its popovers and the code block's settings). */
export const fieldClass = 'flex flex-col gap-1';
export const labelClass = 'text-xs font-semibold text-slate-700';
export const inputClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 data-[invalid]:border-red-600';
export const hintClass = 'text-xs text-slate-500';
export const errorClass = 'text-xs text-red-700';
export const submitClass =
  'rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-800 data-[pending]:opacity-70';

/** The node a toolbar action edits when the author selected it (clicked an image or a video) before opening it. */
export const selectedNode = (editor: Editor, type: string) => {
  const { selection } = editor.state;
  return selection instanceof NodeSelection && selection.node.type.name === type ? selection.node : null;
};
