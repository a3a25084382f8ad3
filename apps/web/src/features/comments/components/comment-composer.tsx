import { COMMENT_MAX_LENGTH } from '@questline/domain/rules/comments';
import { useId, useState } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/error-key';
import { alertClass, primaryButton, secondaryButton, textAreaClass } from '../../../ui/comment-styles';

/**
 * Writes a comment, a reply or an edit: a labelled text area with the characters left, and the server's refusal (empty,
 * too long, throttled, blocked) shown as its translated message. The text stays when the server refuses it.
 */
export const CommentComposer = (props: {
  label: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  error: unknown;
  autoFocus?: boolean;
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
}) => {
  const { t } = useTranslation();
  const [content, setContent] = useState(props.initial ?? '');
  const errorId = useId();
  const key = errorKeyOf(props.error);
  const submit = async () => {
    try {
      await props.onSubmit(content);
      if (props.initial === undefined) setContent('');
    } catch {
      // Shown through props.error.
    }
  };
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        value={content}
        onChange={setContent}
        aria-describedby={key ? errorId : undefined}
        autoFocus={props.autoFocus}
      >
        <Label className="mb-1 block text-sm font-medium text-slate-800">{props.label}</Label>
        <TextArea rows={3} className={textAreaClass} />
      </TextField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={`text-xs ${content.trim().length > COMMENT_MAX_LENGTH ? 'text-red-700' : 'text-slate-600'}`}>
          {t('learn.comments.charactersLeft', { count: COMMENT_MAX_LENGTH - content.trim().length })}
        </span>
        <div className="flex gap-2">
          {props.onCancel && (
            <Button onPress={props.onCancel} className={secondaryButton}>
              {t('learn.comments.cancel')}
            </Button>
          )}
          <Button type="submit" isPending={props.pending} className={primaryButton}>
            {props.submitLabel}
          </Button>
        </div>
      </div>
      {key && (
        <p id={errorId} role="alert" className={alertClass}>
          {t(`errors.${key}`)}
        </p>
      )}
    </form>
  );
};
