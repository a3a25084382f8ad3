import { Extension } from '@tiptap/core';
import { KBD_SHORTCUT } from './rich-text-kbd-mark';

/**
 * The keys of every toolbar action, in TipTap's notation. Those TipTap binds itself are listed so the toolbar can name
 * them; the dialogs and menus (link, image, video, embed, callout, table) and the divider are bound by
 * ToolbarShortcuts. Alt and a letter, not a digit or a punctuation key: those are taken by AltGr on many layouts.
 */
export const SHORTCUTS = {
  bold: 'Mod-b',
  italic: 'Mod-i',
  code: 'Mod-e',
  kbd: KBD_SHORTCUT,
  link: 'Mod-k',
  paragraph: 'Mod-Alt-0',
  heading3: 'Mod-Alt-3',
  heading4: 'Mod-Alt-4',
  bulletList: 'Mod-Shift-8',
  orderedList: 'Mod-Shift-7',
  blockquote: 'Mod-Shift-b',
  codeBlock: 'Mod-Alt-c',
  callout: 'Mod-Alt-n',
  table: 'Mod-Alt-g',
  horizontalRule: 'Mod-Alt-r',
  image: 'Mod-Alt-p',
  video: 'Mod-Alt-v',
  embed: 'Mod-Alt-o',
} as const;

/** The toolbar's actions that open a dialog or a menu rather than act at once. */
export type TToolbarPanel = 'link' | 'image' | 'video' | 'embed' | 'callout' | 'table';

const isApple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

const parts = (keys: string) => keys.split('-').map((part) => (part.length === 1 ? part.toUpperCase() : part));

/** A shortcut as aria-keyshortcuts names it ("Control+Alt+C"; Meta for Mod on Apple devices). */
export const ariaShortcut = (keys: string) =>
  parts(keys)
    .map((part) => (part === 'Mod' ? (isApple() ? 'Meta' : 'Control') : part))
    .join('+');

/** A shortcut as people read it: ⌥⌘C on Apple devices, Ctrl+Alt+C (in the locale's key names) elsewhere. */
export const readableShortcut = (keys: string, names: { ctrl: string; alt: string; shift: string }) => {
  const all = parts(keys);
  const key = all.at(-1) ?? '';
  const has = (modifier: string) => all.includes(modifier);
  if (isApple()) return `${has('Alt') ? '⌥' : ''}${has('Shift') ? '⇧' : ''}${has('Mod') ? '⌘' : ''}${key}`;
  return [has('Mod') && names.ctrl, has('Alt') && names.alt, has('Shift') && names.shift, key]
    .filter(Boolean)
    .join('+');
};

/**
 * The toolbar's shortcuts that TipTap does not bind: the divider and the keyboard key act at once; the others open
 * their dialog or menu through `open`, which the editor points at its toolbar.
 */
export const ToolbarShortcuts = Extension.create<{ open: (panel: TToolbarPanel) => void }>({
  name: 'toolbarShortcuts',
  addOptions() {
    return { open: () => undefined };
  },
  addKeyboardShortcuts() {
    const open = (panel: TToolbarPanel) => () => {
      this.options.open(panel);
      return true;
    };
    return {
      [SHORTCUTS.link]: open('link'),
      [SHORTCUTS.image]: open('image'),
      [SHORTCUTS.video]: open('video'),
      [SHORTCUTS.embed]: open('embed'),
      [SHORTCUTS.callout]: open('callout'),
      [SHORTCUTS.table]: open('table'),
      [SHORTCUTS.horizontalRule]: () => this.editor.commands.setHorizontalRule(),
      // Here too, not only in the kbd mark: ProseMirror tries Mod-k for Mod-Shift-K when no keymap before took it.
      [SHORTCUTS.kbd]: () => this.editor.commands.toggleKbd(),
    };
  },
});
