import { zodResolver } from '@hookform/resolvers/zod';
import type { TEditorType } from '@questline/domain/ids';
import { formSchema as formOfType } from '@questline/domain/schemas/forms';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { TFormName } from './editor-tabs';

/** The domain schema of one editor form (§5): 'draft' checks a save, 'publish' what going live needs. */
export const formSchema = (mode: 'draft' | 'publish', type: TEditorType, form: TFormName) => {
  const schema = formOfType(mode, type, form);
  // The tabs (editor-tabs TAB_FORMS) name only forms their type has.
  if (!schema) throw new Error(`A ${type} has no ${form} form`);
  return schema;
};

/**
 * The resolver of a tab form: FORMS.draft of the type and tab. Issues whose schema names no catalogue key read as
 * error_isRequired (nothing given) or invalid_request, so every message is a key of §8.
 */
export const draftResolver = (type: TEditorType, form: TFormName): Resolver<FieldValues> =>
  zodResolver(formSchema('draft', type, form), {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? 'error_isRequired' : 'invalid_request',
  });
