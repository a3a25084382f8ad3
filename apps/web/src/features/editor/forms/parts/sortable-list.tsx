import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from './styles';

/**
 * A vertical list reordered by drag and drop (DESIGN §2: dnd-kit with the keyboard sensor on). Space or Enter on a
 * row's handle picks it up, the arrow keys move it, Space drops and Escape cancels; announcements are translated.
 */
export const SortableList = (props: {
  ids: readonly string[];
  labelOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const label = (id: string | number) => props.labelOf(String(id));
  const position = (id: string | number) => props.ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('editorForms.dnd.pickedUp', { item: label(active.id), position: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('editorForms.dnd.movedOver', { item: label(active.id), position: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('editorForms.dnd.dropped', { item: label(active.id), position: position(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('editorForms.dnd.cancelled', { item: label(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = props.ids.indexOf(String(active.id));
    const to = props.ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) props.onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('editorForms.dnd.instructions') } }}
    >
      <SortableContext items={[...props.ids]} strategy={verticalListSortingStrategy}>
        {props.children}
      </SortableContext>
    </DndContext>
  );
};

/** What a row of a SortableList needs: its node, its moving style, and the props of its drag handle. */
export const useSortableRow = (id: string) => {
  const sortable = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 10 : undefined,
  };
  return {
    setNodeRef: sortable.setNodeRef,
    style,
    isDragging: sortable.isDragging,
    handle: { ...sortable.attributes, ...sortable.listeners, ref: sortable.setActivatorNodeRef },
  };
};

/** The drag handle of a row; its name says which row it moves. */
export const DragHandle = (props: { label: string; handle: ReturnType<typeof useSortableRow>['handle'] }) => (
  <button type="button" aria-label={props.label} {...props.handle} className={`${iconButtonClass} cursor-grab`}>
    <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="currentColor">
      <circle cx="5" cy="3" r="1.4" />
      <circle cx="11" cy="3" r="1.4" />
      <circle cx="5" cy="8" r="1.4" />
      <circle cx="11" cy="8" r="1.4" />
      <circle cx="5" cy="13" r="1.4" />
      <circle cx="11" cy="13" r="1.4" />
    </svg>
  </button>
);

/** The move-up and move-down buttons of a row, the keyboard-and-pointer alternative to dragging it. */
export const MoveButtons = (props: {
  item: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <Button
        aria-label={t('editorForms.list.moveUp', { item: props.item })}
        isDisabled={props.index === 0}
        onPress={() => props.onMove(props.index, props.index - 1)}
        className={iconButtonClass}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        aria-label={t('editorForms.list.moveDown', { item: props.item })}
        isDisabled={props.index === props.count - 1}
        onPress={() => props.onMove(props.index, props.index + 1)}
        className={iconButtonClass}
      >
        <span aria-hidden="true">↓</span>
      </Button>
    </>
  );
};
