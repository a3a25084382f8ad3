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
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { buttonClass, dangerButtonClass } from '../components/form-fields';
import { AttachedSize, AttachmentUpload } from './parts/attachment-upload';
import { FormTextField } from './parts/fields';
import { labelClass } from './parts/styles';

/** A material as the form holds it (§3.9): a link {name, url} or an uploaded file {attachmentId}. */
export type TMaterialValue =
  | { type: 'link'; name: string; url: string }
  | { type: 'file'; attachmentId: string; name?: string; size?: number };

const materialName = (material: TMaterialValue | undefined, fallback: string) =>
  material?.name?.trim() || (material?.type === 'link' ? material.url : undefined) || fallback;

const MaterialRow = (props: {
  id: string;
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
}) => {
  const { t } = useTranslation();
  const material = useWatch({ name: `${props.name}.${props.index}` }) as TMaterialValue | undefined;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.id,
  });
  const label = materialName(material, t('editor.materials.item', { position: props.index + 1 }));
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 ${isDragging ? 'shadow-lg' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('editor.materials.drag', { name: label })}
        className="mt-7 h-8 cursor-grab rounded-md px-1.5 text-slate-500 hover:bg-slate-200"
      >
        <span aria-hidden="true">⋮⋮</span>
      </button>
      <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
        {material?.type === 'file' ? (
          <>
            <FormTextField name={`${props.name}.${props.index}.name`} label={t('editor.materials.name')} />
            <p className="flex flex-wrap items-baseline gap-2 self-end text-sm text-slate-600">
              <a href={`/files/${material.attachmentId}`} className="break-all underline">
                {t('editor.attachments.open', { name: label })}
              </a>
              <AttachedSize size={material.size} />
            </p>
          </>
        ) : (
          <>
            <FormTextField name={`${props.name}.${props.index}.name`} label={t('editor.materials.name')} />
            <FormTextField name={`${props.name}.${props.index}.url`} label={t('editor.materials.url')} type="url" />
          </>
        )}
      </div>
      <div className="mt-6 flex shrink-0 items-start gap-1">
        <Button
          aria-label={t('editor.materials.moveUp', { name: label })}
          isDisabled={props.index === 0}
          onPress={() => props.onMove(props.index, props.index - 1)}
          className={buttonClass}
        >
          <span aria-hidden="true">↑</span>
        </Button>
        <Button
          aria-label={t('editor.materials.moveDown', { name: label })}
          isDisabled={props.index === props.count - 1}
          onPress={() => props.onMove(props.index, props.index + 1)}
          className={buttonClass}
        >
          <span aria-hidden="true">↓</span>
        </Button>
        <Button
          aria-label={t('editor.materials.delete', { name: label })}
          onPress={props.onDelete}
          className={dangerButtonClass}
        >
          <span aria-hidden="true">✕</span>
        </Button>
      </div>
    </li>
  );
};

/**
 * The reorderable materials of a plan (§2.13, §4.3): drag with the pointer or the keyboard (space, arrows, space),
 * or the move buttons; deleting asks first.
 */
export const MaterialsField = ({ name }: { name: string }) => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => fields.findIndex((field) => field.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('editor.dnd.pickedUp', { position: position(active.id) }),
    onDragOver: ({ over }) => (over ? t('editor.dnd.movedTo', { position: position(over.id) }) : undefined),
    onDragEnd: ({ over }) => (over ? t('editor.dnd.dropped', { position: position(over.id) }) : undefined),
    onDragCancel: () => t('editor.dnd.cancelled'),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(position(active.id) - 1, position(over.id) - 1);
  };

  return (
    <div className="flex flex-col gap-2">
      <span className={labelClass}>{t('editor.materials.title')}</span>
      {fields.length === 0 && <p className="text-sm text-slate-500">{t('editor.materials.empty')}</p>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('editor.dnd.instructions') } }}
      >
        <SortableContext items={fields.map((field) => field.id)} strategy={verticalListSortingStrategy}>
          <ul className="flex flex-col gap-2">
            {fields.map((field, index) => (
              <MaterialRow
                key={field.id}
                id={field.id}
                name={name}
                index={index}
                count={fields.length}
                onMove={move}
                onDelete={() => setPendingDelete(index)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <div className="flex flex-col gap-2">
        <div>
          <Button onPress={() => append({ type: 'link', name: '', url: '' })} className={buttonClass}>
            {t('editor.materials.addLink')}
          </Button>
        </div>
        <AttachmentUpload
          kind="attachment"
          label={t('editor.attachments.add')}
          onUploaded={(file) => append({ type: 'file', attachmentId: file.id, name: file.name, size: file.size })}
        />
      </div>
      <ConfirmDialog
        isOpen={pendingDelete !== null}
        theme="delete"
        title={t('editor.materials.deleteTitle')}
        message={t('editor.materials.deleteMessage')}
        onConfirm={() => {
          if (pendingDelete !== null) remove(pendingDelete);
          setPendingDelete(null);
        }}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
};
