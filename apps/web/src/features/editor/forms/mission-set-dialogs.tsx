import { createSet, internalOnlyAddRefusal, type TSet } from '@questline/domain/rules/editor';
import { type ReactNode, useState } from 'react';
import { Button, Dialog, Heading, Input, Label, Modal, ModalOverlay, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { Spinner } from '../../../ui/confirm-dialog';
import { PlusIcon } from '../../../ui/icons';
import { useToast } from '../../../ui/toast';
import { addSet } from '../api/add-set';
import type { TDisplayItem, TDisplayMap } from '../api/get-item-maps';
import { useTabCalls } from '../hooks/use-tab-save';
import { refusalText } from '../lib/field-errors';
import { AddContentDialog } from './parts/add-content-dialog';
import { ContentList } from './parts/content-list';
import { CheckboxField } from './parts/fields';
import { buttonClass, errorClass, inputClass, labelClass, primaryButtonClass } from './parts/styles';

/** What a set may hold (the domain's set content types). */
const SET_CONTENT_TYPES = ['tutorial', 'quiz', 'project', 'course'] as const;

const overlayClass = 'fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4';
const modalClass =
  'flex max-h-[90vh] w-full max-w-[640px] flex-col overflow-y-auto rounded-2xl bg-white text-slate-900 shadow-2xl';

/** A modal dialog of the sets (§2.14: closes on Escape or a backdrop click unless busy). */
const SetModal = (props: {
  isOpen: boolean;
  busy?: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}) => (
  <ModalOverlay
    isOpen={props.isOpen}
    isDismissable={!props.busy}
    isKeyboardDismissDisabled={props.busy}
    onOpenChange={(open) => {
      if (!open && !props.busy) props.onClose();
    }}
    className={overlayClass}
  >
    <Modal className={modalClass}>
      <Dialog className="flex flex-col gap-4 p-6 outline-none">
        <Heading slot="title" className="text-lg font-semibold">
          {props.title}
        </Heading>
        {props.children}
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">{props.footer}</div>
      </Dialog>
    </Modal>
  </ModalOverlay>
);

const SetTextFields = (props: {
  title: string;
  description: string;
  onTitle: (value: string) => void;
  onDescription: (value: string) => void;
  titleError?: string;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        value={props.title}
        onChange={props.onTitle}
        isInvalid={Boolean(props.titleError)}
        autoFocus
        className="flex flex-col gap-1"
      >
        <Label className={labelClass}>{t('editorForms.mission.sets.setTitle')}</Label>
        <Input className={inputClass} />
      </TextField>
      <TextField value={props.description} onChange={props.onDescription} className="flex flex-col gap-1">
        <Label className={labelClass}>{t('editorForms.mission.sets.setDescription')}</Label>
        <TextArea rows={3} className={inputClass} />
      </TextField>
    </>
  );
};

/**
 * Creating a content set (§2.13, §5): a title, a description and at least one content; nothing is sent until both are
 * given. Internal-only content is refused before the call when the mission is not internal-only (the domain's
 * add-time refusal), and the server's refusal reads the same. The call appends the set to the sets the form holds
 * and answers the item, which the tab takes as saved.
 */
export const CreateSetDialog = (props: {
  missionId: string;
  missionInternalOnly: boolean;
  language: string | null;
  sets: readonly TSet[];
  defaultSet: string | null;
  map: TDisplayMap;
  remember: (entry: TDisplayItem) => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const calls = useTabCalls();
  const [isOpen, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [contentIds, setContentIds] = useState<string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);

  const open = () => {
    setTitle('');
    setDescription('');
    setContentIds([]);
    setMessage(null);
    setAttempted(false);
    setOpen(true);
  };

  const refuse = (text: string) => {
    setMessage(text);
    toast(text, { tone: 'error' });
  };

  const submit = async () => {
    setAttempted(true);
    const set = createSet({ title, description, contentIds }, '');
    if (!set || !calls) return;
    setBusy(true);
    try {
      const next = await addSet({
        id: props.missionId,
        etag: calls.etag(),
        customContents: props.sets,
        defaultSet: props.defaultSet,
        setTitle: set.title,
        setDescription: set.description ?? '',
        setContentIds: set.contentIds,
      });
      calls.adopt(next);
      setOpen(false);
      toast(t('editorForms.mission.sets.created', { title: set.title }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 412) {
        setOpen(false);
        calls.conflict();
      } else refuse(refusalText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const titleMissing = attempted && !title.trim();
  const contentMissing = attempted && contentIds.length === 0;

  return (
    <>
      <Button onPress={open} className={buttonClass}>
        <PlusIcon />
        {t('editorForms.mission.sets.create')}
      </Button>
      <SetModal
        isOpen={isOpen}
        busy={busy}
        title={t('editorForms.mission.sets.createTitle')}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button onPress={() => setOpen(false)} isDisabled={busy} className={buttonClass}>
              {t('common.dialog.cancel')}
            </Button>
            <Button onPress={() => void submit()} isPending={busy} className={primaryButtonClass}>
              {busy && <Spinner />}
              {t('editorForms.mission.sets.createSubmit')}
            </Button>
          </>
        }
      >
        <SetTextFields
          title={title}
          description={description}
          onTitle={setTitle}
          onDescription={setDescription}
          titleError={titleMissing ? 'error_isRequired' : undefined}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className={labelClass}>{t('editorForms.mission.sets.contents')}</span>
          <AddContentDialog
            triggerLabel={t('editorForms.mission.sets.addContent')}
            title={t('editorForms.mission.sets.addContentTitle')}
            types={SET_CONTENT_TYPES}
            language={props.language}
            selectedIds={contentIds}
            onAdd={(entry, option) => {
              const refusal = internalOnlyAddRefusal(
                { internalOnly: props.missionInternalOnly },
                {
                  title: entry.title,
                  type: entry.type,
                  internalOnly: option.internalOnly,
                },
              );
              if (refusal) return refuse(t(`errors.${refusal.key}`, refusal.params));
              setMessage(null);
              props.remember(entry);
              setContentIds((current) => (current.includes(entry.id) ? current : [...current, entry.id]));
            }}
          />
        </div>
        <ContentList
          label={t('editorForms.mission.sets.contents')}
          ids={contentIds}
          map={props.map}
          onChange={setContentIds}
          emptyText={t('editorForms.mission.sets.noContents')}
        />
        {(titleMissing || contentMissing) && (
          <p role="alert" className={errorClass}>
            {t('editorForms.mission.sets.needsTitleAndContent')}
          </p>
        )}
        {message && (
          <p role="alert" className={errorClass}>
            {message}
          </p>
        )}
      </SetModal>
    </>
  );
};

/**
 * The deprecated dialog (§2.14): deprecating a set keeps it for the learners who chose it before, hides it from new
 * ones, and moves learners on it to the default set (§4.3).
 */
export const DeprecateSetDialog = (props: {
  set: TSet | null;
  defaultTitle: string;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <SetModal
      isOpen={props.set !== null}
      title={t('editorForms.mission.sets.deprecateTitle')}
      onClose={props.onClose}
      footer={
        <>
          <Button onPress={props.onClose} className={buttonClass}>
            {t('common.dialog.cancel')}
          </Button>
          <Button onPress={props.onConfirm} className={primaryButtonClass}>
            {t('editorForms.mission.sets.deprecate')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        {t('editorForms.mission.sets.deprecateMessage', { title: props.set?.title ?? '', default: props.defaultTitle })}
      </p>
    </SetModal>
  );
};

/**
 * The edit-deprecated dialog (§2.14): a deprecated set's title and description, and whether it stays deprecated
 * (clearing it offers the set to learners again).
 */
export const EditDeprecatedSetDialog = (props: {
  set: TSet | null;
  onApply: (set: TSet) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TSet | null>(props.set);
  const [shown, setShown] = useState<TSet | null>(props.set);
  // A new set to edit starts the dialog over from it.
  if (props.set !== shown) {
    setShown(props.set);
    setDraft(props.set);
  }
  const titleMissing = draft !== null && !draft.title.trim();
  return (
    <SetModal
      isOpen={props.set !== null}
      title={t('editorForms.mission.sets.editDeprecatedTitle')}
      onClose={props.onClose}
      footer={
        <>
          <Button onPress={props.onClose} className={buttonClass}>
            {t('common.dialog.cancel')}
          </Button>
          <Button
            isDisabled={titleMissing}
            onPress={() =>
              draft &&
              props.onApply({ ...draft, title: draft.title.trim(), description: draft.description?.trim() ?? '' })
            }
            className={primaryButtonClass}
          >
            {t('editorForms.mission.sets.apply')}
          </Button>
        </>
      }
    >
      {draft && (
        <>
          <SetTextFields
            title={draft.title}
            description={draft.description ?? ''}
            onTitle={(value) => setDraft({ ...draft, title: value })}
            onDescription={(value) => setDraft({ ...draft, description: value })}
            titleError={titleMissing ? 'error_isRequired' : undefined}
          />
          <CheckboxField
            label={t('editorForms.mission.sets.deprecated')}
            description={t('editorForms.mission.sets.deprecatedHint')}
            isSelected={draft.deprecated === true}
            onChange={(deprecated) => setDraft({ ...draft, deprecated })}
          />
          {titleMissing && (
            <p role="alert" className={errorClass}>
              {t('errors.error_isRequired')}
            </p>
          )}
        </>
      )}
    </SetModal>
  );
};
