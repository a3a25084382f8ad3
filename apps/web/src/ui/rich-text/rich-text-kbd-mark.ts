import { Mark } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    kbd: {
      /** Marks the selection as a keyboard key, or unmarks it. */
      toggleKbd: () => ReturnType;
    };
  }
}

/** The shortcut of the Keyboard key action; the toolbar names it in aria-keyshortcuts. */
export const KBD_SHORTCUT = 'Mod-Shift-k';

/**
 * The rich-text `kbd` mark (issue 25): a keyboard key a step tells the learner to press, shown as <kbd>. No
 * attributes; pasted HTML keeps its <kbd> elements.
 */
export const KbdMark = Mark.create({
  name: 'kbd',
  parseHTML() {
    return [{ tag: 'kbd' }];
  },
  renderHTML() {
    return [
      'kbd',
      {
        class:
          'rounded border border-b-2 border-slate-300 bg-slate-50 px-1 py-px font-mono text-[0.85em] text-slate-800',
      },
      0,
    ];
  },
  addCommands() {
    return {
      toggleKbd:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },
  addKeyboardShortcuts() {
    // Both cases: with Shift held, browsers report the letter as typed (K) or as its key (k).
    return {
      [KBD_SHORTCUT]: () => this.editor.commands.toggleKbd(),
      'Mod-Shift-K': () => this.editor.commands.toggleKbd(),
    };
  },
});
