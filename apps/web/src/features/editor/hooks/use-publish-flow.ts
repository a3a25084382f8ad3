import type { TEditorType } from '@questline/domain/ids';
import { validate } from '@questline/domain/validation';
import { useNavigate } from '@tanstack/react-router';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useToast } from '../../../ui/toast';
import type { TEditState } from '../api/get-edit-item';
import { publishItem } from '../api/publish-item';
import { validateMission } from '../api/validate-mission';
import { tabDefinition } from '../components/tab-definitions';
import type { TTabController } from '../components/tab-form';
import { EDITOR_TABS } from '../lib/editor-tabs';
import { fieldProblemsOf, refusalText } from '../lib/field-errors';
import { formSchema } from '../lib/form-schemas';

/**
 * Where a published item leads without the publish-flow dialog (§4.2): a live session to the creator dashboard, a
 * skill or competency to the learner architecture. The others go to their detail page with publish=true, which
 * offers the dialog there (§2.2, §2.14).
 */
const PUBLISHED_PATHS: Partial<Record<TEditorType, string>> = {
  liveSession: '/creator/dashboard',
  skill: '/creator/dashboard/architecture',
  competency: '/creator/dashboard/architecture',
};

export type TPublishStep = 'idle' | 'saveRequired' | 'saving' | 'validating' | 'version' | 'translate' | 'publishing';

/** The body of every form of the type for a publish (§7.3): each form's publish output over the saved draft. */
const publishBody = (type: TEditorType, state: TEditState) =>
  Object.assign(
    {},
    ...EDITOR_TABS[type].map((key) => {
      const definition = tabDefinition(type, key);
      const parsed = validate(formSchema('publish', type, definition.form), definition.defaults(state.item));
      return parsed.ok ? parsed.data : {};
    }),
  ) as Record<string, unknown>;

/**
 * The publish flow (§4.2): unsaved changes are saved first, a mission validates (and may ask about a new version), a
 * translation asks whether it follows its source's latest revision, and the publish answers where to go next (the
 * detail page, where the publish-flow dialog opens).
 */
export const usePublishFlow = (input: {
  type: TEditorType;
  controllerRef: RefObject<TTabController | null>;
  latest: () => TEditState;
  adopt: (next: TEditState) => void;
  onConflict: () => void;
}) => {
  const { type, controllerRef, latest } = input;
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [step, setStep] = useState<TPublishStep>('idle');
  const [changedIds, setChangedIds] = useState<string[]>([]);

  /** A refused call: a 412 is a save made elsewhere; otherwise the form shows the fields and a toast says why. */
  const refused = (error: unknown) => {
    setStep('idle');
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 412) return input.onConflict();
    controllerRef.current?.showErrors(fieldProblemsOf(error));
    toast(refusalText(t, error), { tone: 'error' });
  };

  const publish = async (revision: number | undefined) => {
    setStep('publishing');
    const saved = latest();
    const body = publishBody(type, saved);
    if (revision !== undefined) body.revision = revision;
    try {
      const result = await publishItem({ type, id: saved.item.id, body, etag: saved.etag });
      input.adopt({ item: result.item, etag: result.etag });
      setStep('idle');
      void navigate({ href: PUBLISHED_PATHS[type] ?? result.url });
    } catch (error) {
      refused(error);
    }
  };

  /** A translation asks whether it follows its source's latest revision (§2.14, §4.2). */
  const publishOrTranslate = () => {
    if (latest().item.source) setStep('translate');
    else void publish(undefined);
  };

  /**
   * The mission publish sequence (§4.2): validate first; a publish that would change what learners follow (the
   * assessments, the sets' contents, the default set) asks in the version modal before it makes a new version.
   */
  const validateThenPublish = async () => {
    setStep('validating');
    const saved = latest();
    try {
      const validation = await validateMission({ id: saved.item.id, body: publishBody(type, saved), etag: saved.etag });
      if (!validation.isChangeVersion) return publishOrTranslate();
      setChangedIds(validation.changedIds);
      setStep('version');
    } catch (error) {
      refused(error);
    }
  };

  /** After the save: a mission validates first; the others go on to publish. */
  const continuePublish = () => {
    if (type === 'mission') void validateThenPublish();
    else publishOrTranslate();
  };

  return {
    step,
    changedIds,
    /** Whether a step of the flow is under way (the Publish button spins). */
    busy: step !== 'idle' && step !== 'version',
    start: () => {
      if (controllerRef.current?.isChanged()) setStep('saveRequired');
      else continuePublish();
    },
    saveThenPublish: async () => {
      setStep('saving');
      const saved = (await controllerRef.current?.save()) ?? true;
      if (saved) continuePublish();
      else setStep('idle');
    },
    publishOrTranslate,
    /**
     * §4.1: saving a pathway's assessments opens the version modal (versionStatus 'change') with the items that
     * changed, unless a publish is under way (its own save goes on to publish).
     */
    openVersion: (ids: readonly string[]) => {
      setChangedIds([...ids]);
      setStep((current) => (current === 'idle' ? 'version' : current));
    },
    /** A translation's publish: following its source's latest revision, or keeping the one it follows. */
    publishTranslation: (followSource: boolean) =>
      void publish(followSource ? latest().item.source?.latestRevision : undefined),
    close: () => setStep('idle'),
  };
};

export type TPublishFlow = ReturnType<typeof usePublishFlow>;
