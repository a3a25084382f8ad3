import { isEditorType, type TEditorType } from '@questline/domain/ids';
import { notFound } from '@tanstack/react-router';

/** Editors exist for tutorial, project and course; any other type is not found. */
export const editorTypeOrNotFound = (type: string): TEditorType => {
  if (!isEditorType(type)) throw notFound();
  return type;
};
