import {
  deleteSet,
  ensureDefaultSet,
  internalOnlySetProblems,
  type TMessage,
  type TSet,
} from '@questline/domain/rules/editor';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TrashIcon } from '../../../ui/icons';
import type { TDisplayMap } from '../api/get-item-maps';
import { FormSection } from '../components/form-fields';
import { displayMapOf, idsOf, useMissionDisplayMap } from './mission-display-map';
import { CreateSetDialog, DeprecateSetDialog, EditDeprecatedSetDialog } from './mission-set-dialogs';
import type { TEditorItem } from './parts/display-map';
import { errorMessageAt, useErrorText } from './parts/error-text';
import { ItemSummary } from './parts/item-summary';
import { buttonClass, errorClass } from './parts/styles';

/** The mission recommendations form's values (FORMS.draft.mission.recommendations, §3.3). */
export type TMissionRecommendationsValues = { customContents: TSet[]; defaultSet: string | null };

const setsOf = (value: unknown): TSet[] =>
  (Array.isArray(value) ? (value as Record<string, unknown>[]) : []).flatMap((set) =>
    typeof set?.id === 'string' && set.id
      ? [
          {
            id: set.id,
            title: typeof set.title === 'string' ? set.title : '',
            description: typeof set.description === 'string' ? set.description : '',
            contentIds: idsOf(set.contentIds),
            deprecated: set.deprecated === true,
          },
        ]
      : [],
  );

/** The draft's sets (§3.3 draftCustomContents), else the item's; with sets there is always a default (§4.3). */
export const missionRecommendationsDefaults = (item: TEditorItem): TMissionRecommendationsValues => {
  const customContents = setsOf(
    Array.isArray(item.draftCustomContents) ? item.draftCustomContents : item.customContents,
  );
  const stored = typeof item.defaultSet === 'string' ? item.defaultSet : null;
  return { customContents, defaultSet: ensureDefaultSet(customContents, stored) };
};

/** The internal-only problems of §5, when the item's maps say which listed contents are internal only. */
const setProblems = (internalOnly: boolean, sets: readonly TSet[], map: TDisplayMap): TMessage[] => {
  const items = new Map(
    Object.values(map).map((entry) => [
      entry.id,
      {
        title: entry.title,
        type: entry.type,
        internalOnly: (entry as { internalOnly?: unknown }).internalOnly === true,
      },
    ]),
  );
  return internalOnlySetProblems({ internalOnly }, sets, items);
};

/**
 * The §5 messages of a mission as read ("Content set '…' contains internal only content … of type …"), from its sets
 * and the flags its maps carry; empty when the maps do not say.
 */
export const missionInternalOnlyProblems = (item: TEditorItem): TMessage[] =>
  setProblems(item.internalOnly === true, missionRecommendationsDefaults(item).customContents, displayMapOf(item));

const SetCard = (props: {
  set: TSet;
  isDefault: boolean;
  map: TDisplayMap;
  problems: readonly TMessage[];
  onMakeDefault: () => void;
  onDeprecate: () => void;
  onEditDeprecated: () => void;
  onDelete: () => void;
}) => {
  const { t } = useTranslation();
  const { set } = props;
  const headingId = `set-${set.id}-heading`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`flex flex-col gap-3 rounded-lg border p-4 ${set.deprecated ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white'}`}
      >
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="min-w-0 flex-1 text-base font-semibold text-slate-900">
            {set.title}
          </h3>
          {props.isDefault && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              {t('editorForms.mission.sets.defaultBadge')}
            </span>
          )}
          {set.deprecated && (
            <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
              {t('editorForms.mission.sets.deprecatedBadge')}
            </span>
          )}
        </div>
        {set.description && <p className="text-sm text-slate-600">{set.description}</p>}
        <ul aria-label={t('editorForms.mission.sets.contentsOf', { title: set.title })} className="flex flex-col gap-1">
          {set.contentIds.map((id) => (
            <li key={id} className="rounded-md border border-slate-100 px-3 py-1.5">
              <ItemSummary id={id} item={props.map[id]} />
            </li>
          ))}
        </ul>
        {props.problems.map((problem) => (
          <p key={`${problem.params.title}-${problem.params.type}`} role="alert" className={errorClass}>
            {t(`errors.${problem.key}`, problem.params)}
          </p>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button isDisabled={props.isDefault || set.deprecated} onPress={props.onMakeDefault} className={buttonClass}>
            {t('editorForms.mission.sets.makeDefault')}
          </Button>
          {set.deprecated ? (
            <Button onPress={props.onEditDeprecated} className={buttonClass}>
              {t('editorForms.mission.sets.editDeprecated')}
            </Button>
          ) : (
            <Button isDisabled={props.isDefault} onPress={props.onDeprecate} className={buttonClass}>
              {t('editorForms.mission.sets.deprecate')}
            </Button>
          )}
          <Button onPress={props.onDelete} className={buttonClass}>
            <TrashIcon />
            {t('editorForms.mission.sets.delete')}
          </Button>
        </div>
      </article>
    </li>
  );
};

/**
 * The mission Recommendations tab (§2.13, §3.3, §4.3): the content sets learners choose from. A set is created with
 * a title, a description and contents (POST addSet); one set is the default, which cannot be deprecated; deleting the
 * default makes the first remaining set the default. Making default, deprecating, editing a deprecated set and
 * deleting change the form, saved with the tab.
 */
export const MissionRecommendationsForm = ({ item }: { item: TEditorItem }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState } = useFormContext<TMissionRecommendationsValues>();
  const sets = useController({ control, name: 'customContents' });
  const defaultField = useController({ control, name: 'defaultSet' });
  const customContents = setsOf(sets.field.value);
  const defaultSet = typeof defaultField.field.value === 'string' ? defaultField.field.value : null;
  const { map, remember } = useMissionDisplayMap(item);
  const missionInternalOnly = item.internalOnly === true;
  const problems = setProblems(missionInternalOnly, customContents, map);
  const [deprecating, setDeprecating] = useState<TSet | null>(null);
  const [editing, setEditing] = useState<TSet | null>(null);
  const [deleting, setDeleting] = useState<TSet | null>(null);

  const change = (next: TSet[], nextDefault: string | null) => {
    sets.field.onChange(next);
    sets.field.onBlur();
    if (nextDefault !== defaultSet) defaultField.field.onChange(nextDefault);
  };
  const replace = (updated: TSet) =>
    change(
      customContents.map((set) => (set.id === updated.id ? updated : set)),
      defaultSet,
    );
  const titleOf = (id: string | null) => customContents.find((set) => set.id === id)?.title ?? '';
  const listError =
    errorText(errorMessageAt(formState.errors, 'customContents')) ??
    errorText(errorMessageAt(formState.errors, 'defaultSet'));

  return (
    <FormSection
      title={t('editorForms.mission.sets.heading')}
      actions={
        typeof item.id === 'string' && (
          <CreateSetDialog
            missionId={item.id}
            missionInternalOnly={missionInternalOnly}
            language={typeof item.language === 'string' ? item.language : null}
            sets={customContents}
            defaultSet={defaultSet}
            map={map}
            remember={remember}
          />
        )
      }
    >
      <p className="text-sm text-slate-600">{t('editorForms.mission.sets.hint')}</p>
      {customContents.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500">
          {t('editorForms.mission.sets.empty')}
        </p>
      ) : (
        <ol aria-label={t('editorForms.mission.sets.heading')} className="flex flex-col gap-3">
          {customContents.map((set) => (
            <SetCard
              key={set.id}
              set={set}
              isDefault={set.id === defaultSet}
              map={map}
              problems={problems.filter((problem) => problem.params.setTitle === set.title)}
              onMakeDefault={() => change(customContents, set.id)}
              onDeprecate={() => setDeprecating(set)}
              onEditDeprecated={() => setEditing(set)}
              onDelete={() => setDeleting(set)}
            />
          ))}
        </ol>
      )}
      {listError && (
        <p role="alert" className={errorClass}>
          {listError}
        </p>
      )}
      <DeprecateSetDialog
        set={deprecating}
        defaultTitle={titleOf(defaultSet)}
        onConfirm={() => {
          if (deprecating) replace({ ...deprecating, deprecated: true });
          setDeprecating(null);
        }}
        onClose={() => setDeprecating(null)}
      />
      <EditDeprecatedSetDialog
        set={editing}
        onApply={(updated) => {
          replace(updated);
          setEditing(null);
        }}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        theme="delete"
        title={t('editorForms.mission.sets.deleteTitle')}
        message={t('editorForms.mission.sets.deleteMessage', { title: deleting?.title ?? '' })}
        onConfirm={() => {
          if (deleting) {
            const next = deleteSet(customContents, defaultSet, deleting.id);
            change(next.customContents, next.defaultSet);
          }
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </FormSection>
  );
};
