import type { TEditorType } from '@questline/domain/ids';
import { useTranslation } from 'react-i18next';
import { editPath } from '../../../lib/create-flow';
import { AppLink } from '../../../ui/app-link';

/** "Edit", named after its item for screen readers: a page lists many of them. */
export const EditLink = (props: { type: TEditorType; id: string; title: string }) => {
  const { t } = useTranslation();
  return (
    <AppLink
      href={editPath(props.type, props.id)}
      className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:underline"
    >
      {t('dashboard.architecture.edit')}
      <span className="sr-only"> {props.title}</span>
    </AppLink>
  );
};
