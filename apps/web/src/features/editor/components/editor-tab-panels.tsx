import type { TEditorType } from '@questline/domain/ids';
import type { RefObject } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TEditState } from '../api/get-edit-item';
import { EDITOR_TABS, type TTabKey } from '../lib/editor-tabs';
import { tabDefinition } from './tab-definitions';
import { TabForm, type TTabController } from './tab-form';

const tabClass =
  'shrink-0 cursor-pointer whitespace-nowrap border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-600 outline-none hover:text-slate-900 data-[selected]:border-brand-700 data-[selected]:text-brand-800 data-[focus-visible]:outline-3 data-[focus-visible]:-outline-offset-3 data-[focus-visible]:outline-brand-600';

/**
 * The type's tabs with the open one's form (§2.12). `loadVersion` starts the form over (a reload); `controllerRef`
 * reaches the open form's save, for leaving the tab and for publishing.
 */
export const EditorTabPanels = (props: {
  type: TEditorType;
  tab: TTabKey;
  state: TEditState;
  loadVersion: number;
  controllerRef: RefObject<TTabController | null>;
  onTabChange: (tab: TTabKey) => void;
  /** A tab's save answered the item (`tab` is the tab that saved). */
  onSaved: (next: TEditState, tab: TTabKey) => void;
  onConflict: () => void;
  onValues: (current: { tab: TTabKey; values: FieldValues }) => void;
}) => {
  const { t } = useTranslation();
  const { type, tab } = props;
  const tabs = EDITOR_TABS[type];
  return (
    <Tabs selectedKey={tab} onSelectionChange={(next) => props.onTabChange(next as TTabKey)} className="mt-6 min-w-0">
      {/* On a phone a type's tabs may be wider than the screen: the list scrolls within itself, not the page. */}
      <TabList
        aria-label={t('editor.tabsLabel')}
        className="flex min-w-0 gap-1 overflow-x-auto overscroll-x-contain border-b border-slate-200"
      >
        {tabs.map((tabKey) => (
          <Tab key={tabKey} id={tabKey} className={tabClass}>
            {t(`editor.tabs.${tabDefinition(type, tabKey).form}`)}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tabKey) => (
        <TabPanel key={tabKey} id={tabKey} className="pt-6 outline-none">
          {tabKey === tab && (
            <TabForm
              key={`${tabKey}-${props.loadVersion}`}
              type={type}
              tab={tabKey}
              state={props.state}
              controllerRef={props.controllerRef}
              onSaved={(next) => props.onSaved(next, tabKey)}
              onConflict={props.onConflict}
              onValues={(values) => props.onValues({ tab: tabKey, values })}
            />
          )}
        </TabPanel>
      ))}
    </Tabs>
  );
};
