import type { TItemAuthor } from '@questline/domain/schemas/item';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import { Avatar } from '../../../ui/avatar';
import { Logo } from '../../../ui/logo';

/**
 * The item's author (§1, §3.1): the person's avatar and name, linking to their public profile; or the platform as the
 * provider, with its logo and name, for items with no known author and those of the learn authors (decision 0074).
 */
export const ItemAuthor = ({ author }: { author: TItemAuthor | undefined }) => {
  const { t } = useTranslation();
  if (!author) return null;
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-slate-700">
      <span>{t('learn.author.by')}</span>
      {author.provider ? (
        <span className="inline-flex items-center gap-2" data-testid="item-provider">
          <Logo />
        </span>
      ) : (
        <AppLink
          href={author.profileUrl}
          className="inline-flex min-w-0 items-center gap-2 rounded-md font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Avatar name={author.name} imageUrl={author.avatarUrl} size="sm" />
          <span className="break-words">{author.name}</span>
        </AppLink>
      )}
    </p>
  );
};
