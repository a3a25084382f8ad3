import {
  COMMENT_REPORT_REASON_MAX_LENGTH,
  COMMENT_REPORT_TYPES,
  type TCommentReportType,
} from '@questline/domain/rules/comments';
import { useState } from 'react';
import {
  Button,
  Dialog,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../lib/error-key';
import { alertClass, primaryButton, secondaryButton, textAreaClass } from './comment-styles';

/**
 * Reports a comment (§3.12 reportMap) or a group post: a reason type, and for 'other' the reason in the learner's words. The server
 * decides (one report per comment, a reason for 'other'); its refusal shows in the dialog.
 */
export const ReportDialog = (props: {
  /** The dialog's heading: what is reported (a comment unless said otherwise, e.g. a group post). */
  title?: string;
  isOpen: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (report: { type: TCommentReportType; content?: string }) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [type, setType] = useState<TCommentReportType | null>(null);
  const [content, setContent] = useState('');
  const key = errorKeyOf(props.error);
  return (
    <ModalOverlay
      isOpen={props.isOpen}
      isDismissable={!props.pending}
      onOpenChange={(open) => !open && props.onClose()}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4"
    >
      <Modal className="w-full max-w-lg rounded-2xl bg-white text-slate-900 shadow-2xl">
        <Dialog className="outline-none">
          <form
            className="space-y-4 p-6"
            onSubmit={(event) => {
              event.preventDefault();
              if (type) props.onSubmit({ type, ...(type === 'other' ? { content } : {}) });
            }}
          >
            <Heading slot="title" className="text-lg font-semibold">
              {props.title ?? t('learn.comments.report.title')}
            </Heading>
            <RadioGroup
              value={type}
              onChange={(value) => setType(value as TCommentReportType)}
              isRequired
              className="space-y-2"
            >
              <Label className="text-sm font-medium text-slate-800">{t('learn.comments.report.why')}</Label>
              {COMMENT_REPORT_TYPES.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  className="group flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm text-slate-800 data-[focus-visible]:outline-2 data-[focus-visible]:outline-brand-600"
                >
                  <span
                    aria-hidden="true"
                    className="h-4 w-4 rounded-full border-2 border-slate-500 group-data-[selected]:border-[5px] group-data-[selected]:border-brand-700"
                  />
                  {t(`learn.comments.report.types.${option}`)}
                </Radio>
              ))}
            </RadioGroup>
            {type === 'other' && (
              <TextField value={content} onChange={setContent} maxLength={COMMENT_REPORT_REASON_MAX_LENGTH} isRequired>
                <Label className="mb-1 block text-sm font-medium text-slate-800">
                  {t('learn.comments.report.reason')}
                </Label>
                <TextArea rows={3} className={textAreaClass} />
              </TextField>
            )}
            {key && (
              <p role="alert" className={alertClass}>
                {t(`errors.${key}`)}
              </p>
            )}
            <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
              <Button onPress={props.onClose} isDisabled={props.pending} className={secondaryButton}>
                {t('learn.comments.cancel')}
              </Button>
              <Button type="submit" isDisabled={!type} isPending={props.pending} className={primaryButton}>
                {t('learn.comments.report.submit')}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};
