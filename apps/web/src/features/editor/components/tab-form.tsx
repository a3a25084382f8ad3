import type { TEditorType } from '@questline/domain/ids';
import { isFormUnchanged, sameValue } from '@questline/domain/rules/change-detection';
import { type RefObject, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { type FieldValues, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { Spinner } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import type { TEditState } from '../api/get-edit-item';
import { saveForm } from '../api/save-form';
import { TabCallsContext, TabSaveContext, type TTabCalls } from '../hooks/use-tab-save';
import type { TTabKey } from '../lib/editor-tabs';
import {
  fieldProblemsOf,
  flattenFieldErrors,
  publishProblemsText,
  refusalText,
  setFieldProblems,
  type TFieldProblem,
} from '../lib/field-errors';
import { draftResolver } from '../lib/form-schemas';
import { primaryButtonClass } from './form-fields';
import { tabDefinition } from './tab-definitions';

/** What the editor asks of the tab on show: save it (true when saved or nothing to save), whether it changed. */
export type TTabController = {
  save: () => Promise<boolean>;
  isChanged: () => boolean;
  showErrors: (errors: readonly TFieldProblem[]) => void;
};

/**
 * One tab's form (§2.12, §4.1): a react-hook-form over the item with FORMS.draft of the type and tab as resolver.
 * Its save is skipped when nothing changed from the loaded data; otherwise it validates, posts with If-Match, and
 * the result replaces the item, except the fields typed into while the request ran, which keep what was typed.
 * Field errors go on the fields and into a toast: project_fields_required for missing or malformed fields, a rule's
 * own message (too many tags, a title too long, ...) for a rule.
 */
export const TabForm = (props: {
  type: TEditorType;
  tab: TTabKey;
  state: TEditState;
  controllerRef: RefObject<TTabController | null>;
  onSaved: (next: TEditState) => void;
  onConflict: () => void;
  onValues: (values: FieldValues) => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const definition = useMemo(() => tabDefinition(props.type, props.tab), [props.type, props.tab]);
  const loaded = useRef<FieldValues>(definition.defaults(props.state.item));
  const methods = useForm<FieldValues>({
    resolver: draftResolver(props.type, definition.form),
    defaultValues: loaded.current,
    mode: 'onTouched',
  });
  const [saving, setSaving] = useState(false);
  const inFlight = useRef<Promise<boolean> | null>(null);
  // The latest props, read when a save runs (a save may start from a stale closure in a child).
  const latest = useRef(props);
  latest.current = props;

  /** Server field problems go on the fields (paths of other tabs are simply not shown here). */
  const showErrors = useCallback(
    (errors: readonly TFieldProblem[]) => setFieldProblems(methods.setError, errors),
    [methods],
  );

  const isChanged = useCallback(
    () => !isFormUnchanged(methods.getValues(), loaded.current, definition.kinds),
    [methods, definition],
  );

  const runSave = useCallback(async (): Promise<boolean> => {
    if (!isChanged()) return true;
    let saved = false;
    await methods.handleSubmit(
      async (output) => {
        const { type, state, onSaved, onConflict } = latest.current;
        // What the form held when the request left: fields typed into while it runs are kept over the answer.
        const sent = structuredClone(methods.getValues());
        try {
          const next = await saveForm({
            type,
            id: state.item.id,
            form: definition.form,
            body: output,
            etag: state.etag,
          });
          loaded.current = definition.defaults(next.item);
          const current = structuredClone(methods.getValues());
          const typedSince = Object.keys(current).filter((name) => !sameValue(current[name], sent[name]));
          methods.reset(loaded.current);
          for (const name of typedSince) methods.setValue(name, current[name], { shouldDirty: true });
          onSaved(next);
          toast(t('messages.changes_saved_successfully'));
          saved = true;
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          if (error.status === 412) return onConflict();
          showErrors(fieldProblemsOf(error));
          toast(refusalText(t, error), { tone: 'error' });
        }
      },
      (errors) => toast(publishProblemsText(t, flattenFieldErrors(errors)), { tone: 'error' }),
    )();
    return saved;
  }, [definition, isChanged, methods, showErrors, t, toast]);

  /** One save at a time: a second request while one runs waits for the same answer. */
  const save = useCallback(() => {
    if (inFlight.current) return inFlight.current;
    setSaving(true);
    const running = runSave().finally(() => {
      inFlight.current = null;
      setSaving(false);
    });
    inFlight.current = running;
    return running;
  }, [runSave]);

  useImperativeHandle(props.controllerRef, () => ({ save, isChanged, showErrors }), [save, isChanged, showErrors]);

  /** Another call answered the whole item: it becomes what the tab was loaded from, as after a save. */
  const calls = useMemo<TTabCalls>(
    () => ({
      etag: () => latest.current.state.etag,
      adopt: (next) => {
        loaded.current = definition.defaults(next.item);
        methods.reset(loaded.current);
        latest.current.onSaved(next);
      },
      conflict: () => latest.current.onConflict(),
    }),
    [definition, methods],
  );

  useEffect(() => {
    latest.current.onValues({ ...methods.getValues() });
    const subscription = methods.watch((values) => latest.current.onValues({ ...values }));
    return () => subscription.unsubscribe();
  }, [methods]);

  return (
    <TabSaveContext.Provider value={save}>
      <TabCallsContext.Provider value={calls}>
        <FormProvider {...methods}>
          <Form
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
            className="flex flex-col gap-6"
          >
            {definition.render(props.state.item)}
            <div className="sticky bottom-0 z-10 -mx-4 flex justify-end border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
              <Button type="submit" isPending={saving} className={primaryButtonClass}>
                {saving && <Spinner />}
                {t('editor.save')}
              </Button>
            </div>
          </Form>
        </FormProvider>
      </TabCallsContext.Provider>
    </TabSaveContext.Provider>
  );
};
