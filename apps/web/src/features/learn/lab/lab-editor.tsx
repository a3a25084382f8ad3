import { indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, Prec } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { basicSetup, EditorView } from 'codemirror';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';

/** What the workspace asks of its editor: the code in it now, and replacing it (Reset). */
export type TLabEditorHandle = { code: () => string; replace: (code: string) => void };

/**
 * The editor's colours are the app's themed colour variables (theme.css), so that it follows the light and dark
 * themes as the page around it does.
 */
const appTheme = EditorView.theme({
  '&': {
    color: 'var(--color-slate-900)',
    backgroundColor: 'var(--color-white)',
    fontSize: '0.875rem',
    borderRadius: '0.75rem',
  },
  '&.cm-focused': { outline: '3px solid var(--color-brand-600)', outlineOffset: '2px' },
  '.cm-scroller': {
    minHeight: '16rem',
    maxHeight: '32rem',
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  '.cm-content': { caretColor: 'var(--color-slate-900)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--color-slate-900)' },
  '.cm-gutters': {
    backgroundColor: 'var(--color-slate-50)',
    color: 'var(--color-slate-600)',
    borderRight: '1px solid var(--color-slate-200)',
    borderRadius: '0.75rem 0 0 0.75rem',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--color-slate-100)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'var(--color-brand-100)',
  },
});

/** JavaScript's colours, from the themed families (their 700 shade is light on the dark theme). */
const appHighlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword, tags.modifier], color: 'var(--color-violet-700)' },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--color-emerald-700)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--color-orange-700)' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--color-slate-600)', fontStyle: 'italic' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: 'var(--color-blue-700)' },
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: 'var(--color-cyan-700)' },
  { tag: tags.invalid, color: 'var(--color-red-700)' },
]);

/**
 * The learner's code editor (CodeMirror 6, JavaScript). Tab indents (indentWithTab); Escape then Tab leaves it, as
 * CodeMirror's view moves focus on a Tab pressed within two seconds of Escape. `initial` is read once, when it opens.
 */
export const LabEditor = (props: {
  initial: string;
  label: string;
  /** The id of the note that says how to leave the editor with the keyboard. */
  describedBy: string;
  onChange: (code: string) => void;
  ref: Ref<TLabEditorHandle>;
}) => {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const labelling = useRef(new Compartment());
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const attributes = (label: string, describedBy: string) =>
    EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': describedBy });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor opens once, with its first code and label.
  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: props.initial,
        extensions: [
          // Escape always lets the next Tab leave, even when another binding of Escape (clearing a selection) runs.
          Prec.highest(keymap.of([{ key: 'Escape', run: (target) => (target.setTabFocusMode(2000), false) }])),
          basicSetup,
          keymap.of([indentWithTab]),
          javascript(),
          syntaxHighlighting(appHighlight),
          appTheme,
          labelling.current.of(attributes(props.label, props.describedBy)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  // A change of the interface's language renames the editor.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributes is rebuilt from the label and note it names.
  useEffect(() => {
    view.current?.dispatch({ effects: labelling.current.reconfigure(attributes(props.label, props.describedBy)) });
  }, [props.label, props.describedBy]);

  useImperativeHandle(props.ref, () => ({
    code: () => view.current?.state.doc.toString() ?? props.initial,
    replace: (code) => {
      const editor = view.current;
      if (editor) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: code } });
    },
  }));

  return <div ref={host} className="rounded-xl border border-slate-300 shadow-sm" />;
};
