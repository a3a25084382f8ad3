import type { TEditorType } from '@questline/domain/ids';
import type { TImportWarning } from '@questline/domain/schemas/content-transfer';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { Button, Dialog, DropZone, FileTrigger, Heading, Modal, ModalOverlay, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { Spinner } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { exportItem } from '../api/export-item';
import type { TEditState } from '../api/get-edit-item';
import { importItem, readTransferFile, type TImported } from '../api/import-item';
import { keepImportWarnings } from '../lib/import-warnings';
import { buttonClass, primaryButtonClass } from './form-fields';

/** A refusal as an ApiError, whatever failed (a file the browser could not read is not a document either). */
const asApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError('importJson_InvalidParameter_format', 0);

/** An import's refusal as the author reads it: the key's message, then each place of the file it names. */
export const ImportProblem = ({ error }: { error: ApiError }) => {
  const { t } = useTranslation();
  const fields = error.detail.fields ?? [];
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p>{t(`errors.${error.key}`, error.detail.params ?? {})}</p>
      {fields.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {fields.map((field) => (
            <li key={`${field.path}-${field.key}`}>
              {t('editor.transfer.at', { path: field.path })}
              {field.key !== error.key ? ` ${t(`errors.${field.key}`)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

/** One reference an import left out, as a sentence: what it was, its id, where it sat in the file, and why. */
const warningText = (t: TFunction, warning: TImportWarning) =>
  t(`editor.transfer.warning.${warning.reason}`, {
    kind: t(`editor.transfer.kind.${warning.kind}`),
    id: warning.id,
    path: warning.path,
  });

/** What an import left out (§5), one line each. */
export const ImportWarnings = (props: { warnings: readonly TImportWarning[]; onDismiss?: () => void }) => {
  const { t } = useTranslation();
  const titleId = useId();
  if (props.warnings.length === 0) return null;
  return (
    <section
      role="status"
      aria-labelledby={titleId}
      className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="font-semibold">
          {t('editor.transfer.warningsTitle', { count: props.warnings.length })}
        </h2>
        {props.onDismiss && (
          <Button onPress={props.onDismiss} className="text-sm font-medium text-amber-900 underline">
            {t('editor.transfer.dismiss')}
          </Button>
        )}
      </div>
      <ul className="mt-1 list-disc pl-5">
        {props.warnings.map((warning) => (
          <li key={`${warning.path}-${warning.id}`}>{warningText(t, warning)}</li>
        ))}
      </ul>
    </section>
  );
};

/**
 * Where a file is given: dropped on the zone, or chosen with its button (keyboard and screen readers use the button;
 * the zone also takes a drop by keyboard). `describedBy` names the help and any problem shown beside it.
 */
export const ImportFileField = (props: { busy: boolean; onFile: (file: File) => void; describedBy?: string }) => {
  const { t } = useTranslation();
  return (
    <DropZone
      aria-label={t('editor.transfer.dropZone')}
      onDrop={async (event) => {
        const item = event.items.find((entry) => entry.kind === 'file');
        if (item?.kind === 'file') props.onFile(await item.getFile());
      }}
      className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 outline-none data-[drop-target]:border-brand-600 data-[drop-target]:bg-brand-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600"
    >
      <Text slot="label">{t('editor.transfer.dropZone')}</Text>
      <FileTrigger
        acceptedFileTypes={['application/json', '.json']}
        onSelect={(files) => {
          const file = files?.[0];
          if (file) props.onFile(file);
        }}
      >
        <Button isPending={props.busy} aria-describedby={props.describedBy} className={buttonClass}>
          {props.busy && <Spinner />}
          {t('editor.transfer.chooseFile')}
        </Button>
      </FileTrigger>
    </DropZone>
  );
};

/** Export: the draft as a signed JSON file, downloaded; a refusal said in a toast. */
const ExportButton = (props: { type: TEditorType; id: string }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await exportItem(props.type, props.id);
      toast(t('editor.transfer.exported', { name }));
    } catch (error) {
      const refusal = asApiError(error);
      toast(t(`errors.${refusal.key}`, refusal.detail.params ?? {}), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onPress={() => void run()} isPending={busy} className={buttonClass}>
      {busy && <Spinner />}
      {t('editor.transfer.export')}
    </Button>
  );
};

type TStep = { kind: 'choose' } | { kind: 'confirm'; name: string; document: unknown } | { kind: 'importing' };

/**
 * Import over the draft being edited: a file chosen or dropped, then a confirmation that it replaces the draft's forms,
 * then the import (If-Match as a save). Refusals stay in the dialog, read out; a 412 hands over to the force reload.
 */
const ImportDialog = (props: {
  type: TEditorType;
  latest: () => TEditState;
  onClose: () => void;
  onImported: (imported: TImported, name: string) => void;
  onConflict: () => void;
}) => {
  const { t } = useTranslation();
  const helpId = useId();
  const [step, setStep] = useState<TStep>({ kind: 'choose' });
  const [problem, setProblem] = useState<ApiError | null>(null);

  const choose = async (file: File) => {
    setProblem(null);
    try {
      setStep({ kind: 'confirm', name: file.name, document: await readTransferFile(file) });
    } catch (error) {
      setProblem(asApiError(error));
    }
  };

  const replace = async (name: string, document: unknown) => {
    setStep({ kind: 'importing' });
    const { item, etag } = props.latest();
    try {
      props.onImported(await importItem({ type: props.type, id: item.id, document, etag }), name);
    } catch (error) {
      const refusal = asApiError(error);
      if (refusal.status === 412) return props.onConflict();
      setProblem(refusal);
      setStep({ kind: 'choose' });
    }
  };

  const busy = step.kind === 'importing';
  return (
    <ModalOverlay
      isOpen
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => !open && !busy && props.onClose()}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4"
    >
      <Modal className="w-full max-w-[640px] rounded-2xl bg-white text-slate-900 shadow-2xl">
        <Dialog className="outline-none">
          <div className="flex flex-col gap-4 px-6 pt-6">
            <Heading slot="title" className="text-lg font-semibold">
              {step.kind === 'confirm' ? t('editor.transfer.confirmTitle') : t('editor.transfer.importTitle')}
            </Heading>
            {step.kind === 'confirm' ? (
              <p className="text-sm text-slate-600">{t('editor.transfer.confirmBody', { name: step.name })}</p>
            ) : (
              <>
                <p id={helpId} className="text-sm text-slate-600">
                  {t('editor.transfer.importHelp')}
                </p>
                <ImportFileField busy={busy} onFile={(file) => void choose(file)} describedBy={helpId} />
              </>
            )}
            {problem && <ImportProblem error={problem} />}
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-2 border-t border-slate-200 px-6 py-4">
            <Button onPress={props.onClose} isDisabled={busy} className={buttonClass}>
              {t('common.dialog.cancel')}
            </Button>
            {step.kind === 'confirm' && (
              <Button autoFocus onPress={() => void replace(step.name, step.document)} className={primaryButtonClass}>
                {t('editor.transfer.replace')}
              </Button>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};

/**
 * The editor's Export and Import (issue 25). An import replaces the draft: `onImported` makes its answer the editor's
 * state (the forms start over from it) and the warnings are shown by the editor.
 */
export const TransferActions = (props: {
  type: TEditorType;
  latest: () => TEditState;
  onImported: (imported: TImported) => void;
  onConflict: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ExportButton type={props.type} id={props.latest().item.id} />
      <Button onPress={() => setOpen(true)} className={buttonClass}>
        {t('editor.transfer.import')}
      </Button>
      {open && (
        <ImportDialog
          type={props.type}
          latest={props.latest}
          onClose={() => setOpen(false)}
          onConflict={() => {
            setOpen(false);
            props.onConflict();
          }}
          onImported={(imported, name) => {
            setOpen(false);
            toast(t('editor.transfer.imported', { name }));
            props.onImported(imported);
          }}
        />
      )}
    </>
  );
};

/**
 * The create page's import (issue 25): a file chosen or dropped becomes a new draft at once (there is nothing to
 * replace), and `onCreated` opens its editor, which shows what was left out.
 */
export const ImportNewItem = (props: { type: TEditorType; onCreated: (imported: TImported) => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const helpId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiError | null>(null);

  const create = async (file: File) => {
    setProblem(null);
    setBusy(true);
    try {
      const imported = await importItem({ type: props.type, id: '0', document: await readTransferFile(file) });
      keepImportWarnings(imported.state.item.id, imported.warnings);
      toast(t('editor.transfer.imported', { name: file.name }));
      props.onCreated(imported);
    } catch (error) {
      setProblem(asApiError(error));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className="mb-8 flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('editor.transfer.createTitle')}
      </h2>
      <p id={helpId} className="text-sm text-slate-600">
        {t('editor.transfer.createHelp')}
      </p>
      <ImportFileField busy={busy} onFile={(file) => void create(file)} describedBy={helpId} />
      {problem && <ImportProblem error={problem} />}
    </section>
  );
};
