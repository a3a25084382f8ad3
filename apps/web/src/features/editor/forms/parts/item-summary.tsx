import { effectiveDuration } from '@questline/domain/rules/computed';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../lib/format';
import type { TDisplayItem } from '../../api/get-item-maps';

/** The label an item is known by in lists, buttons and announcements: its title, else its id. */
export const itemLabel = (id: string, item: TDisplayItem | undefined) => item?.title || id;

/** One listed item: its title, type and duration (the manual one when it is set, §2.6). */
export const ItemSummary = ({ id, item }: { id: string; item: TDisplayItem | undefined }) => {
  const { t } = useTranslation();
  const duration = item ? formatDuration({ type: item.type, duration: effectiveDuration(item) }, t) : null;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate text-sm font-semibold text-slate-900">{itemLabel(id, item)}</span>
      <span className="flex flex-wrap gap-x-3 text-xs text-slate-500">
        {item ? <span>{t(`types.${item.type}`, { defaultValue: item.type })}</span> : <span>{id}</span>}
        {duration && <span>{duration}</span>}
      </span>
    </span>
  );
};
