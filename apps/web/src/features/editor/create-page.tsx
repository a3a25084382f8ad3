import { localeLanguage, type TLocale } from '@questline/domain/constants';
import type { TEditorType } from '@questline/domain/ids';
import type { TCreateSearch } from '@questline/domain/rules/search-params';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { type FieldValues, FormProvider, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useSignedInMe } from '../../lib/access';
import { editPath } from '../../lib/create-flow';
import { Spinner } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { createItem } from './api/create-item';
import type { TEditItem } from './api/get-edit-item';
import { ImportNewItem } from './components/content-transfer';
import { EditorNotice } from './components/editor-notice';
import { buttonClass, primaryButtonClass } from './components/form-fields';
import { CompetencyGeneralForm, competencyGeneralDefaults } from './forms/competency-general-form';
import { GeneralForm, generalFormDefaults } from './forms/general-form';
import { MissionGeneralForm, missionGeneralDefaults } from './forms/mission-general-form';
import { PathwayGeneralForm, pathwayGeneralDefaults } from './forms/pathway-general-form';
import { SkillGeneralForm, skillGeneralDefaults } from './forms/skill-general-form';
import { editorTypeOrNotFound } from './lib/editor-search';
import { fieldsRequiredText, flattenFieldErrors, refusalText } from './lib/field-errors';
import { draftResolver } from './lib/form-schemas';

/** The window that opened this popup, when it is one of ours (same origin) and still open. */
const openerWindow = (): Window | null => {
  try {
    const opener = window.opener as Window | null;
    return opener && !opener.closed && opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null;
  }
};

/**
 * The general form a new item starts from, with its empty values: missions, pathways, skills and competencies have
 * their own (no owner; badges, internal IDs, sub-skills or skills instead of an educator plan, §2.13); the other
 * types share one.
 */
const newItemForm = (type: TEditorType, fallback: { ownerId: string | null; language: string }) => {
  const item = { language: fallback.language };
  if (type === 'mission') return { defaults: missionGeneralDefaults(item), view: <MissionGeneralForm item={item} /> };
  if (type === 'skill') return { defaults: skillGeneralDefaults(item), view: <SkillGeneralForm /> };
  if (type === 'competency')
    return { defaults: competencyGeneralDefaults(item), view: <CompetencyGeneralForm item={item} /> };
  if (type === 'pathway')
    return { defaults: pathwayGeneralDefaults(null, fallback), view: <PathwayGeneralForm item={null} /> };
  return { defaults: generalFormDefaults(null, type, fallback), view: <GeneralForm type={type} item={null} /> };
};

const CreateForm = ({ type, skipPopup }: { type: TEditorType; skipPopup: boolean }) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const me = useSignedInMe();
  const [created, setCreated] = useState<TEditItem | null>(null);
  const inPopup = !skipPopup && openerWindow() !== null;
  const [form] = useState(() =>
    newItemForm(type, { ownerId: me.id, language: localeLanguage(i18n.language as TLocale) }),
  );
  const methods = useForm<FieldValues>({
    resolver: draftResolver(type, 'general'),
    defaultValues: form.defaults,
    mode: 'onTouched',
  });

  /** The new draft's editor: in place, or in the window that opened this popup. */
  const open = async (item: TEditItem) => {
    if (inPopup) setCreated(item);
    else await navigate({ href: editPath(type, item.id) });
  };

  const create = methods.handleSubmit(
    async (output) => {
      try {
        const item = await createItem(type, output);
        toast(t('messages.changes_saved_successfully'));
        await open(item);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        for (const field of error.detail.fields ?? [])
          methods.setError(field.path as Path<FieldValues>, { type: 'server', message: field.key });
        toast(refusalText(t, error), { tone: 'error' });
      }
    },
    (errors) => toast(fieldsRequiredText(t, flattenFieldErrors(errors)), { tone: 'error' }),
  );

  const cancel = () => {
    if (inPopup) window.close();
    else void navigate({ to: '/creator/dashboard' });
  };

  if (created) {
    const path = editPath(type, created.id);
    return (
      <EditorNotice
        title={t('editor.create.createdTitle', { type: t(`types.${type}`) })}
        body={created.title}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button onPress={() => window.close()} className={buttonClass}>
              {t('editor.create.return')}
            </Button>
            <Button
              onPress={() => {
                // The editor opens in the window the flow started from; the popup has done its job.
                openerWindow()?.location.assign(path);
                window.close();
              }}
              className={primaryButtonClass}
            >
              {t('editor.create.backToEdit')}
            </Button>
          </div>
        }
      />
    );
  }

  return (
    <FormProvider {...methods}>
      <ImportNewItem type={type} onCreated={(imported) => void open(imported.state.item)} />
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
        className="flex flex-col gap-6"
      >
        {form.view}
        <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
          <Button onPress={cancel} className={buttonClass}>
            {t('common.dialog.cancel')}
          </Button>
          <Button type="submit" isPending={methods.formState.isSubmitting} className={primaryButtonClass}>
            {methods.formState.isSubmitting && <Spinner />}
            {t('editor.create.create')}
          </Button>
        </div>
      </Form>
    </FormProvider>
  );
};

/** `/{type}/0/new`: the create flow of the type the path names; `?skipPopup=true` when it runs in place. */
export const CreatePage = () => {
  const params = useParams({ strict: false }) as { type: string };
  const search = useSearch({ strict: false }) as TCreateSearch;
  return <CreateView type={editorTypeOrNotFound(params.type)} skipPopup={search.skipPopup === true} />;
};

/**
 * The create flow (§2.1, §2.13; authors only, its route's gate turns others away): a general form; creating answers
 * the new draft's id and the editor opens on it, in place, or, when the flow runs in a popup, in the window that
 * opened it.
 */
export const CreateView = ({ type, skipPopup }: { type: TEditorType; skipPopup: boolean }) => {
  const { t } = useTranslation();
  const typeLabel = t(`types.${type}`);
  usePageTitle(t('editor.create.title', { type: typeLabel }));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
        {t('editor.create.title', { type: typeLabel })}
      </h1>
      <CreateForm type={type} skipPopup={skipPopup} />
    </div>
  );
};
