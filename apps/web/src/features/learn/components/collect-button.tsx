import type { QueryKey } from '@tanstack/react-query';
import { ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useMe } from '../../../api/session';
import { useLogin } from '../../../lib/use-login';
import { useToggleCollect } from '../api/toggle-collect';

const BookmarkIcon = ({ filled }: { filled: boolean }) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="h-5 w-5"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" strokeLinejoin="round" />
  </svg>
);

/** Save for later (§2.9): toggles the saved state of {id, type}; anonymous visitors are asked to sign in first. */
export const CollectButton = (props: {
  id: string;
  type: string;
  collected: boolean;
  collectCount: number;
  extendsKey: QueryKey;
}) => {
  const { t } = useTranslation();
  const me = useMe();
  const { openLogin } = useLogin();
  const toggle = useToggleCollect(props.extendsKey);
  const error = toggle.error instanceof ApiError ? toggle.error.key : toggle.error ? 'internal_error' : null;

  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex items-center gap-3">
        <ToggleButton
          isSelected={props.collected}
          // Until the session is known (undefined), a press would take a signed-in learner for a visitor and ask
          // them to sign in instead of saving.
          isDisabled={toggle.isPending || me === undefined}
          onChange={() => {
            if (!me) openLogin();
            else toggle.mutate({ id: props.id, type: props.type });
          }}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 disabled:opacity-60 data-[selected]:border-brand-700 data-[selected]:bg-brand-50 data-[selected]:text-brand-800"
        >
          <BookmarkIcon filled={props.collected} />
          {t('learn.collect.save')}
        </ToggleButton>
        <span className="text-sm text-slate-600">{t('learn.collect.count', { count: props.collectCount })}</span>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {t(`errors.${error}`)}
        </p>
      )}
    </div>
  );
};
