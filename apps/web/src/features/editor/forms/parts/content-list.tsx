import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { TDisplayMap } from '../../api/get-item-maps';
import { ItemSummary, itemLabel } from './item-summary';
import { DragHandle, MoveButtons, SortableList, useSortableRow } from './sortable-list';
import { dangerIconButtonClass, errorClass } from './styles';

const move = (ids: readonly string[], from: number, to: number) => {
  const next = [...ids];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
};

const Row = (props: {
  id: string;
  index: number;
  count: number;
  map: TDisplayMap;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) => {
  const { t } = useTranslation();
  const row = useSortableRow(props.id);
  const label = itemLabel(props.id, props.map[props.id]);
  return (
    <li
      ref={row.setNodeRef}
      style={row.style}
      className={`flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-2 py-2 ${row.isDragging ? 'shadow-lg' : ''}`}
    >
      <DragHandle label={t('editorForms.list.drag', { item: label })} handle={row.handle} />
      <span className="min-w-0 flex-1">
        <ItemSummary id={props.id} item={props.map[props.id]} />
      </span>
      <MoveButtons item={label} index={props.index} count={props.count} onMove={props.onMove} />
      <Button
        aria-label={t('editorForms.list.remove', { item: label })}
        onPress={props.onRemove}
        className={dangerIconButtonClass}
      >
        <span aria-hidden="true">✕</span>
      </Button>
    </li>
  );
};

/** An ordered list of item ids: reorder with buttons or drag (keyboard too), remove. */
export const ContentList = (props: {
  label: string;
  ids: readonly string[];
  map: TDisplayMap;
  onChange: (ids: string[]) => void;
  emptyText: string;
  error?: string;
}) => {
  const onMove = (from: number, to: number) => {
    if (to < 0 || to >= props.ids.length) return;
    props.onChange(move(props.ids, from, to));
  };
  return (
    <div className="flex flex-col gap-2">
      {props.ids.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500">
          {props.emptyText}
        </p>
      ) : (
        <SortableList ids={props.ids} labelOf={(id) => itemLabel(id, props.map[id])} onMove={onMove}>
          <ol aria-label={props.label} className="flex flex-col gap-2">
            {props.ids.map((id, index) => (
              <Row
                key={id}
                id={id}
                index={index}
                count={props.ids.length}
                map={props.map}
                onMove={onMove}
                onRemove={() => props.onChange(props.ids.filter((entry) => entry !== id))}
              />
            ))}
          </ol>
        </SortableList>
      )}
      {props.error && (
        <p role="alert" className={errorClass}>
          {props.error}
        </p>
      )}
    </div>
  );
};
