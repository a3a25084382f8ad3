import type { TRichTextNode } from '@questline/domain/rules/rich-text';
import type { ReactNode } from 'react';

const ALIGN = { left: 'text-start', center: 'text-center', right: 'text-end' } as const;

const alignOf = (node: TRichTextNode) => ALIGN[node.attrs?.align as keyof typeof ALIGN] ?? 'text-start';
const spanOf = (value: unknown) => (typeof value === 'number' && value > 1 ? value : undefined);

const isHeaderRow = (row: TRichTextNode) =>
  (row.content?.length ?? 0) > 0 && (row.content ?? []).every((cell) => cell.type === 'tableHeader');

/**
 * A table of rich text (issue 25): leading rows of header cells become its head (column headers), a header cell in
 * a body row heads its row. Cells keep their spans and alignment. On a narrow screen the table scrolls sideways in
 * its own box (which takes the keyboard's focus to do so), never the page.
 */
export const RichTextTable = (props: {
  node: TRichTextNode;
  path: string;
  renderChildren: (node: TRichTextNode, path: string) => ReactNode[];
}) => {
  const rows = (props.node.content ?? []).filter((row) => row.type === 'tableRow');
  const headCount = rows.findIndex((row) => !isHeaderRow(row));
  const split = headCount === -1 ? rows.length : headCount;
  const renderRow = (row: TRichTextNode, index: number, inHead: boolean) => {
    const key = `${props.path}.${index}`;
    return (
      <tr key={key} className="border-b border-slate-200 last:border-b-0">
        {(row.content ?? []).map((cell, cellIndex) => {
          const cellKey = `${key}.${cellIndex}`;
          const common = {
            colSpan: spanOf(cell.attrs?.colspan),
            rowSpan: spanOf(cell.attrs?.rowspan),
            className: `px-3 py-2 align-top [&>p]:m-0 ${alignOf(cell)}`,
          };
          if (cell.type === 'tableHeader') {
            return (
              <th
                {...common}
                key={cellKey}
                scope={inHead ? 'col' : 'row'}
                className={`${common.className} font-semibold`}
              >
                {props.renderChildren(cell, cellKey)}
              </th>
            );
          }
          return (
            <td {...common} key={cellKey}>
              {props.renderChildren(cell, cellKey)}
            </td>
          );
        })}
      </tr>
    );
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must take focus to scroll
    <div tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-sm">
        {split > 0 && (
          <thead className="bg-slate-50 text-slate-900">
            {rows.slice(0, split).map((row, index) => renderRow(row, index, true))}
          </thead>
        )}
        <tbody>{rows.slice(split).map((row, index) => renderRow(row, split + index, false))}</tbody>
      </table>
    </div>
  );
};
