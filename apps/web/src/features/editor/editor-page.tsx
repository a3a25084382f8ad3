import type { TEditorType } from '@questline/domain/ids';
import type { TEditorSearch } from '@questline/domain/rules/search-params';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { AccessDenied } from '../../lib/access';
import { editPath } from '../../lib/create-flow';
import { editItemQueryOptions } from './api/get-edit-item';
import { EditorNotice } from './components/editor-notice';
import { EditorScreen } from './components/editor-screen';
import { editorTypeOrNotFound } from './lib/editor-search';
import { type TTabKey, tabOf } from './lib/editor-tabs';

/** `/{type}/{id}/edit?tab=`: the editor of the item, on the tab the URL names; changing tabs changes the URL. */
export const EditorPage = () => {
  const params = useParams({ strict: false }) as { type: string; id: string };
  const search = useSearch({ strict: false }) as TEditorSearch;
  const navigate = useNavigate();
  const type = editorTypeOrNotFound(params.type);
  return (
    <EditorView
      type={type}
      id={params.id}
      tab={tabOf(type, search.tab)}
      onTabChange={(tab) => void navigate({ href: editPath(type, params.id, tab) })}
    />
  );
};

/**
 * The editor of an item (§2.12–§2.14): the item read for editing with its ETag, then the editor screen. Its route's
 * gate lets authors in; when the server still refuses (the session ended, the item is not theirs), the route shows the
 * same sign-in or no-access notice.
 */
export const EditorView = (props: {
  type: TEditorType;
  id: string;
  tab: TTabKey;
  onTabChange: (tab: TTabKey) => void;
}) => {
  const { t } = useTranslation();
  const query = useQuery(editItemQueryOptions(props.type, props.id));
  if (query.isPending) return <EditorNotice title={t('common.loading')} />;
  if (query.isError) {
    const key = query.error instanceof ApiError ? query.error.key : 'internal_error';
    if (key === 'auth_required') throw new AccessDenied('signIn');
    if (key === 'forbidden') throw new AccessDenied('noAccess');
    return (
      <EditorNotice title={t(key === 'not_found' ? 'notFound.title' : 'editor.loadFailed')} body={t(`errors.${key}`)} />
    );
  }
  return <EditorScreen {...props} state={query.data} />;
};
