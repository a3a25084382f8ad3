import { codeLanguageOf, highlightLinesOf, type TCodeLanguage } from '@questline/domain/rules/rich-text';
import { textblockTypeInputRule } from '@tiptap/core';
import { CodeBlock } from '@tiptap/extension-code-block';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import i18next from 'i18next';

/** VS Code's language ids that name the languages of CODE_LANGUAGES differently from the domain's aliases. */
const VSCODE_MODES: Readonly<Record<string, TCodeLanguage>> = {
  javascriptreact: 'javascript',
  typescriptreact: 'typescript',
};

/** A code block's language from what an IDE, a fence or a class names it (rules/rich-text.ts: unknown is plain text). */
export const languageOf = (name: unknown): TCodeLanguage =>
  (typeof name === 'string' && VSCODE_MODES[name.trim().toLowerCase()]) || codeLanguageOf(name);

/** ``` or ~~~, with a language such as `csharp`, `c#` or `js`, then a space or Enter. */
const FENCE = /^(?:```|~~~)([\w#+.-]*)[\s\n]$/;

/** The language a pasted HTML code block names: `language-*` or `lang-*` on <pre> or its <code>, or data-language. */
const languageOfElement = (element: HTMLElement) => {
  const named = element.getAttribute('data-language');
  if (named) return languageOf(named);
  const classes = [...element.classList, ...(element.firstElementChild?.classList ?? [])];
  const match = classes.map((name) => /^(?:language|lang)-(.+)$/.exec(name)?.[1]).find(Boolean);
  return languageOf(match);
};

/** An optional text attribute, kept in the HTML (copy and paste within the editor) as `data-${html}`. */
const textAttribute = (name: string, html: string, read: (value: string | null) => string | null | undefined) => ({
  default: null,
  parseHTML: (element: HTMLElement) => read(element.getAttribute(`data-${html}`)) || null,
  renderHTML: (attributes: Record<string, unknown>) =>
    attributes[name] ? { [`data-${html}`]: String(attributes[name]) } : {},
});

/**
 * The rich-text `codeBlock` (issue 25): StarterKit's code block with the attributes the sanitiser keeps (rules/rich-text.ts):
 * `language` (one of CODE_LANGUAGES, 'plaintext' by default), `filename` and `highlightLines` ("2,4-6"). A fence
 * (```csharp, ```c#, ```js …) opens one with the language its alias names; code pasted from VS Code keeps its language.
 * Tab indents inside a block (arrows leave it, so the keyboard is never trapped).
 */
export const CodeBlockNode = CodeBlock.extend({
  addAttributes() {
    return {
      language: {
        default: 'plaintext',
        parseHTML: (element: HTMLElement) => languageOfElement(element),
        renderHTML: (attributes: Record<string, unknown>) => ({ 'data-language': languageOf(attributes.language) }),
      },
      filename: textAttribute('filename', 'filename', (value) => value?.trim().slice(0, 120)),
      highlightLines: textAttribute('highlightLines', 'highlight-lines', highlightLinesOf),
    };
  },
  renderHTML({ node, HTMLAttributes }) {
    const language = languageOf(node.attrs.language);
    // The language and file name head the block as generated content: seen, but never part of the code (copied,
    // pasted back or parsed).
    const label = [i18next.t(`richText.language.${language}`), node.attrs.filename].filter(Boolean).join(' · ');
    return [
      'pre',
      {
        ...HTMLAttributes,
        'data-label': label,
        class:
          'theme-keep my-2 overflow-x-auto rounded-lg bg-slate-900 px-3 py-2 font-mono text-[13px] leading-5 text-slate-100 before:mb-1 before:block before:font-sans before:text-xs before:text-slate-400 before:content-[attr(data-label)]',
        spellcheck: 'false',
      },
      ['code', { class: `language-${language}` }, 0],
    ];
  },
  addInputRules() {
    return [
      textblockTypeInputRule({
        find: FENCE,
        type: this.type,
        getAttributes: (match) => ({ language: languageOf(match[1]) }),
      }),
    ];
  },
  addProseMirrorPlugins() {
    // StarterKit's own VS Code handler keeps VS Code's mode as it is ('shellscript', 'markdown'): this one maps it to
    // CODE_LANGUAGES, and leaves Markdown to the Markdown paste (rich-text-markdown-paste.ts).
    return [
      new Plugin({
        key: new PluginKey('codeBlockVSCodePaste'),
        props: {
          handlePaste: (view, event) => {
            if (!event.clipboardData || this.editor.isActive(this.type.name)) return false;
            const text = event.clipboardData.getData('text/plain');
            let mode: unknown;
            try {
              mode = JSON.parse(event.clipboardData.getData('vscode-editor-data') || 'null')?.mode;
            } catch {
              return false;
            }
            if (!text || typeof mode !== 'string' || mode === 'markdown') return false;
            const { tr, schema } = view.state;
            tr.replaceSelectionWith(
              this.type.create({ language: languageOf(mode) }, schema.text(text.replace(/\r\n?/g, '\n'))),
            );
            if (tr.selection.$from.parent.type !== this.type) {
              tr.setSelection(TextSelection.near(tr.doc.resolve(Math.max(0, tr.selection.from - 2))));
            }
            tr.setMeta('paste', true);
            view.dispatch(tr);
            return true;
          },
        },
      }),
    ];
  },
}).configure({ defaultLanguage: 'plaintext', enableTabIndentation: true, tabSize: 4 });
