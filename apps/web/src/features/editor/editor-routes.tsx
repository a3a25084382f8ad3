import type { TCreateSearch, TEditorSearch } from '@questline/domain/rules/search-params';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { editPath } from '../../lib/create-flow';
import { CreatePage } from './components/create-page';
import { EditorPage } from './components/editor-page';
import { editorTypeOrNotFound } from './lib/editor-search';
import { tabOf } from './lib/editor-tabs';

export const EditorRoute = () => {
  const params = useParams({ strict: false }) as { type: string; id: string };
  const search = useSearch({ strict: false }) as TEditorSearch;
  const navigate = useNavigate();
  const type = editorTypeOrNotFound(params.type);
  return (
    <EditorPage
      type={type}
      id={params.id}
      tab={tabOf(type, search.tab)}
      onTabChange={(tab) => void navigate({ href: editPath(type, params.id, tab) })}
    />
  );
};

export const CreateRoute = () => {
  const params = useParams({ strict: false }) as { type: string };
  const search = useSearch({ strict: false }) as TCreateSearch;
  return <CreatePage type={editorTypeOrNotFound(params.type)} skipPopup={search.skipPopup === true} />;
};
