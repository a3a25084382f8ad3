import { isEditorType } from '@questline/domain/ids';
import { mayAuthor } from '@questline/domain/rules/authoring-rights';
import type { TLearnItem } from '@questline/domain/schemas/item';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/session';
import { useLearnSearch, useUpdateLearnSearch } from '../hooks/use-learn-search';
import { LanguageNotice, useLanguageMismatch } from './language-notice';
import { PublishFlowDialog } from './publish-flow-dialog';

type TNoticeItem = Pick<TLearnItem, 'id' | 'type' | 'language' | 'translations' | 'ownerId' | 'authorId'>;

type TRightsItem = Pick<TNoticeItem, 'type' | 'language' | 'ownerId' | 'authorId'>;

/** Whether the viewer may edit the page's item, as the editor's rights read it (§6). */
const useMayEditPage = (item?: TRightsItem) => {
  const me = useMe();
  return Boolean(item && isEditorType(item.type) && me && mayAuthor(me, 'edit', item));
};

/** The banner of a preview of the draft: the page shows the unpublished changes. */
const PreviewBanner = () => {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
    >
      {t('learn.notices.preview')}
    </p>
  );
};

/**
 * The preview banner alone (§2.2 preview=true), for a page that places its notices itself (a live session's): shown
 * to those who may edit the item, whom the server answered the draft.
 */
export const PreviewNotice = ({ item }: { item: TRightsItem }) => {
  const search = useLearnSearch();
  const editable = useMayEditPage(item);
  return editable && search.preview === true ? <PreviewBanner /> : null;
};

/**
 * For those who may edit the page's item: the publish-flow dialog after a successful publish (§2.2 publish=true,
 * §4.2) and the banner of a preview of the draft (§2.2 preview=true; the server answered the draft to them alone).
 * Others read the published page without either. And, for the page's item, the language its content is shown in
 * when the interface reads another (LanguageNotice).
 */
export const PageNotices = ({ item }: { item?: TNoticeItem }) => {
  const search = useLearnSearch();
  const update = useUpdateLearnSearch();
  const { mismatch } = useLanguageMismatch(item);
  const editorType = item && isEditorType(item.type) ? item.type : null;
  const editable = useMayEditPage(item);
  const preview = editable && search.preview === true;
  return (
    <>
      {(preview || mismatch) && (
        <div className="mx-auto max-w-7xl space-y-2 px-4 pt-4 sm:px-6">
          {item && <LanguageNotice item={item} />}
          {preview && <PreviewBanner />}
        </div>
      )}
      {editable && item && editorType && search.publish === true && (
        <PublishFlowDialog
          item={{ id: item.id, type: editorType }}
          // Closed, the dialog leaves the URL too, so a reload does not open it again.
          onClose={() => update({ publish: undefined }, { replace: true })}
        />
      )}
    </>
  );
};
