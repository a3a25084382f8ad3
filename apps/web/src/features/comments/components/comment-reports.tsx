import type { TCommentList } from '@questline/domain/schemas/comments';
import { useTranslation } from 'react-i18next';

/** What a comment was reported for, as a learn moderator sees it. */
export const CommentReports = ({ reasons }: { reasons: TCommentList['reportMap'][string]['reasons'] }) => {
  const { t } = useTranslation();
  return (
    <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-950">
      <p className="font-semibold">{t('learn.comments.reports', { count: reasons.length })}</p>
      <ul className="mt-1 list-disc pl-4">
        {reasons.map((reason, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: reports are listed in the server's order and never move.
          <li key={index}>
            {t(`learn.comments.report.types.${reason.type}`)}
            {reason.content ? `: ${reason.content}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
};
