import { CALLOUT_KINDS, CELL_ALIGNS, type TCalloutKind, type TCellAlign } from '@questline/domain/rules/rich-text';
import type { Editor } from '@tiptap/core';
import type { ReactNode } from 'react';
import { Menu, MenuItem, MenuSection, MenuTrigger, Popover, type Selection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS } from './rich-text-shortcuts';
import type { TPanelState } from './rich-text-toolbar-popover';
import { ToolbarIconButton } from './rich-text-toolbar-tip';

const itemClass =
  'flex cursor-default items-center gap-2 rounded-md px-3 py-1.5 text-sm text-slate-800 outline-none data-[disabled]:text-slate-400 data-[focused]:bg-brand-50';
const sectionClass = 'border-slate-200 py-1 not-first:border-t';

/** The key a single-selection section now holds, or null when it holds none. */
const firstKey = (keys: Selection) =>
  keys === 'all' ? null : ((keys.values().next().value as string | undefined) ?? null);

/** A menu item whose selected state shows as a check mark (its role, menuitemradio or checkbox, says so to readers). */
const Item = ({ id, children }: { id: string; children: ReactNode }) => (
  <MenuItem id={id} textValue={typeof children === 'string' ? children : undefined} className={itemClass}>
    {({ isSelected, selectionMode }) => (
      <>
        {selectionMode !== 'none' && (
          <span aria-hidden="true" className="w-3 text-brand-700">
            {isSelected ? '✓' : ''}
          </span>
        )}
        {children}
      </>
    )}
  </MenuItem>
);

/** A toolbar button opening a menu, named `label`, opened by its shortcut too (the editor holds `panel`). */
const ToolbarMenu = ({
  label,
  shortcut,
  pressed,
  className,
  icon,
  panel,
  children,
}: {
  label: string;
  shortcut: string;
  pressed: boolean;
  className: string;
  icon: ReactNode;
  panel: TPanelState;
  children: ReactNode;
}) => {
  return (
    <MenuTrigger isOpen={panel.isOpen} onOpenChange={panel.onOpenChange}>
      <ToolbarIconButton label={label} shortcut={shortcut} pressed={pressed} className={className} icon={icon} />
      <Popover placement="bottom start" className="min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        {children}
      </Popover>
    </MenuTrigger>
  );
};

/**
 * The Callout menu: wraps the selection in a note, tip, warning or important callout; inside one, changes its kind
 * (the current one checked) or removes it, keeping its blocks.
 */
export const CalloutMenu = ({
  editor,
  kind,
  className,
  panel,
}: {
  editor: Editor;
  kind: TCalloutKind | null;
  className: string;
  panel: TPanelState;
}) => {
  const { t } = useTranslation();
  return (
    <ToolbarMenu
      label={t('editor.richText.callout.menu')}
      shortcut={SHORTCUTS.callout}
      pressed={kind !== null}
      className={className}
      panel={panel}
      icon={
        <>
          <rect x="3" y="3" width="14" height="14" rx="2" />
          <path d="M10 9v4.5M10 6.2v.1" strokeLinecap="round" />
        </>
      }
    >
      <Menu
        aria-label={t('editor.richText.callout.menu')}
        className="outline-none"
        onAction={(key) => {
          if (key === 'remove') editor.chain().focus().unsetCallout().run();
        }}
      >
        <MenuSection
          aria-label={t('editor.richText.callout.kind')}
          selectionMode="single"
          disallowEmptySelection={kind !== null}
          selectedKeys={kind ? [kind] : []}
          onSelectionChange={(keys) => {
            const next = firstKey(keys) as TCalloutKind | null;
            if (!next) return;
            if (kind) editor.chain().focus().updateAttributes('callout', { kind: next }).run();
            else editor.chain().focus().setCallout(next).run();
          }}
          className={sectionClass}
        >
          {CALLOUT_KINDS.map((id) => (
            <Item key={id} id={id}>
              {t(`richText.callout.${id}`)}
            </Item>
          ))}
        </MenuSection>
        {kind !== null && (
          <MenuSection className={sectionClass}>
            <Item id="remove">{t('editor.richText.callout.remove')}</Item>
          </MenuSection>
        )}
      </Menu>
    </ToolbarMenu>
  );
};

const ALIGN_LABELS: Record<TCellAlign, string> = { left: 'alignLeft', center: 'alignCenter', right: 'alignRight' };

type TTableAction =
  | 'insert'
  | 'addRowBefore'
  | 'addRowAfter'
  | 'addColumnBefore'
  | 'addColumnAfter'
  | 'deleteRow'
  | 'deleteColumn'
  | 'deleteTable';

const runTableAction = (editor: Editor, action: TTableAction) => {
  const chain = editor.chain().focus();
  if (action === 'insert') return chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
  return chain[action]().run();
};

/**
 * The Table menu: inserts a 3 × 3 table with a header row; inside a table, adds and deletes rows and columns, turns
 * the header row on and off, aligns the selected cells (left, centre, right) and deletes the table.
 */
export const TableMenu = ({
  editor,
  table,
  className,
  panel,
}: {
  editor: Editor;
  /** The table holding the selection: its header row and the alignment of the cell at the cursor; null outside. */
  table: { headerRow: boolean; align: TCellAlign | null } | null;
  className: string;
  panel: TPanelState;
}) => {
  const { t } = useTranslation();
  const actions: TTableAction[] = table
    ? ['addRowBefore', 'addRowAfter', 'addColumnBefore', 'addColumnAfter', 'deleteRow', 'deleteColumn', 'deleteTable']
    : ['insert'];
  return (
    <ToolbarMenu
      label={t('editor.richText.table.menu')}
      shortcut={SHORTCUTS.table}
      pressed={table !== null}
      className={className}
      panel={panel}
      icon={
        <>
          <rect x="2.5" y="3.5" width="15" height="13" rx="1.5" />
          <path d="M2.5 8h15M2.5 12.3h15M7.5 8v8.5M12.5 8v8.5" />
        </>
      }
    >
      <Menu
        aria-label={t('editor.richText.table.menu')}
        className="outline-none"
        onAction={(key) => {
          if ((actions as string[]).includes(String(key))) runTableAction(editor, key as TTableAction);
        }}
      >
        <MenuSection aria-label={t('editor.richText.table.structure')} className={sectionClass}>
          {actions.map((id) => (
            <Item key={id} id={id}>
              {t(`editor.richText.table.${id}`)}
            </Item>
          ))}
        </MenuSection>
        {table && (
          <MenuSection
            aria-label={t('editor.richText.table.headerRow')}
            selectionMode="multiple"
            shouldCloseOnSelect
            selectedKeys={table.headerRow ? ['headerRow'] : []}
            onSelectionChange={() => editor.chain().focus().toggleHeaderRow().run()}
            className={sectionClass}
          >
            <Item id="headerRow">{t('editor.richText.table.headerRow')}</Item>
          </MenuSection>
        )}
        {table && (
          <MenuSection
            aria-label={t('editor.richText.table.align')}
            selectionMode="single"
            selectedKeys={table.align ? [table.align] : []}
            onSelectionChange={(keys) => editor.chain().focus().setCellAttribute('align', firstKey(keys)).run()}
            className={sectionClass}
          >
            {CELL_ALIGNS.map((id) => (
              <Item key={id} id={id}>
                {t(`editor.richText.table.${ALIGN_LABELS[id]}`)}
              </Item>
            ))}
          </MenuSection>
        )}
      </Menu>
    </ToolbarMenu>
  );
};
