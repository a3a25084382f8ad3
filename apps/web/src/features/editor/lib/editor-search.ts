import { isEditorType, type TEditorType } from '@questline/domain/ids';
import { notFound } from '@tanstack/react-router';

/** Editors exist for the domain's EDITOR_TYPES (tutorial, project, course, quiz); any other type is not found. */
export const editorTypeOrNotFound = (type: string): TEditorType => {
  if (!isEditorType(type)) throw notFound();
  return type;
};
