import type { TFieldKind } from '@questline/domain/rules/change-detection';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { TEditItem } from '../api/get-edit-item';
import type { TFormName } from '../lib/editor-tabs';

/** What the tab shell needs of one tab: its form's name, its values from the item, how fields compare, its view. */
export type TTabDefinition = {
  form: TFormName;
  defaults: (item: TEditItem) => FieldValues;
  /** §4.1: how each field compares with the loaded data; fields not listed compare by value. */
  kinds: Readonly<Record<string, TFieldKind>>;
  render: (item: TEditItem) => ReactNode;
};
