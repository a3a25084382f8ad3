import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { failureKeyOf } from '../../../lib/error-key';
import { useToast } from '../../../ui/toast';

/** The text of a failed call's key with its parameters (post_ThrottlingError's seconds). */
export const useErrorText = () => {
  const { t } = useTranslation();
  return (error: unknown) =>
    t(`errors.${failureKeyOf(error)}`, error instanceof ApiError ? (error.detail.params ?? {}) : {});
};

/**
 * Toasts for the answers of group writes: a success's message key (§8 success keys: repost_succeeded,
 * add_featured_post_success, ...) and a failure's error key, which stays until dismissed.
 */
export const useAnswerToast = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  return {
    success: (key: string) => toast(t(`messages.${key}`)),
    failure: (error: unknown) => toast(errorText(error), { tone: 'error' }),
  };
};
