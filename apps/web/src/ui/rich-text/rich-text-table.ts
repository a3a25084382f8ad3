import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';

/**
 * A cell's attributes as the sanitiser keeps them (rules/rich-text.ts): colspan, rowspan and align (rendered as
 * text-align). `colwidth` is left out of the schema, so no width is ever stored: tables are not resizable, and the
 * page sizes columns to their content.
 */
const withoutWidth = <T extends Record<string, unknown>>(attributes: T | undefined) => {
  const { colwidth: _width, ...kept } = attributes ?? ({} as T);
  return kept;
};

const Cell = TableCell.extend({
  content: 'paragraph+',
  addAttributes() {
    return withoutWidth(this.parent?.());
  },
});

const Header = TableHeader.extend({
  content: 'paragraph+',
  addAttributes() {
    return withoutWidth(this.parent?.());
  },
});

/**
 * The rich-text table (issue 25): @tiptap/extension-table's nodes (table > tableRow > tableHeader | tableCell, a cell
 * holding paragraphs only, as the sanitiser keeps them), without column resizing. Markdown tables paste as tables (the extension's own tokenizer).
 */
export const TableExtensions = [
  Table.configure({
    resizable: false,
    HTMLAttributes: { class: 'my-2 w-full border-collapse text-sm' },
  }),
  TableRow,
  Header.configure({
    HTMLAttributes: { class: 'border border-slate-300 bg-slate-100 px-2 py-1 text-left font-semibold align-top' },
  }),
  Cell.configure({ HTMLAttributes: { class: 'border border-slate-300 px-2 py-1 align-top' } }),
];
