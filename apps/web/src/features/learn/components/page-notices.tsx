import { isEditorType } from '@questline/domain/ids';
import { mayAuthor } from '@questline/domain/rules/authoring-rights';
import type { TLearnItem } from '@questline/domain/schemas/item';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/session';
import { useLearnSearch, useUpdateLearnSearch } from '../hooks/use-learn-search';
import { LanguageNotice, useLanguageMismatch } from './language-notice';
import { PublishFlowDialog } from './publish-flow-dialog';

type TNoticeItem = Pick<TLearnItem, 'id' | 'type' | 'language' | 'translations' | 'ownerId' | 'authorId'>;

/**
 * For those who may edit the page's item: the publish-flow dialog after a successful publish (§2.2 publish=true,
 * §4.2) and the banner of a preview of the draft (§2.2 preview=true; the server answered the draft to them alone).
 * Others read the published page without either. And, for the page's item, the language its content is shown in
 * when the interface reads another (LanguageNotice).
 */
export const PageNotices = ({ item }: { item?: TNoticeItem }) => {
  const { t } = useTranslation();
  const search = useLearnSearch();
  const update = useUpdateLearnSearch();
  const me = useMe();
  const { mismatch } = useLanguageMismatch(item);
  const editorType = item && isEditorType(item.type) ? item.type : null;
  const editable = Boolean(item && editorType && me && mayAuthor(me, 'edit', item));
  const preview = editable && search.preview === true;
  return (
    <>
      {(preview || mismatch) && (
        <div className="mx-auto max-w-7xl space-y-2 px-4 pt-4 sm:px-6">
          {item && <LanguageNotice item={item} />}
          {preview && (
            <p
              role="status"
              className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
            >
              {t('learn.notices.preview')}
            </p>
          )}
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
