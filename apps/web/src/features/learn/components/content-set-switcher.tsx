import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { TContentSet } from '../learn-types';

type TSwitcherProps = {
  /** The sets a learner may follow: the mission's sets that are not deprecated, and the learner's own. */
  sets: readonly TContentSet[];
  currentId: string | null;
  /** Moves the learner to another set; the dialog stays busy until it resolves. */
  onSwitch: (setId: string) => Promise<unknown>;
};

/**
 * A mission's content sets (§3.3, §4.3): the one the learner follows, and the others to switch to. Switching asks
 * first, naming the current and the next set; confirming runs the switch, cancelling changes nothing.
 */
export const ContentSetSwitcher = ({ sets, currentId, onSwitch }: TSwitcherProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  const [next, setNext] = useState<TContentSet | null>(null);
  const [switching, setSwitching] = useState(false);
  const current = sets.find((set) => set.id === currentId) ?? null;

  const confirm = async () => {
    if (!next) return;
    setSwitching(true);
    try {
      await onSwitch(next.id);
    } finally {
      setSwitching(false);
      setNext(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
        {t('learn.mission.sets.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('learn.mission.sets.intro')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {sets.map((set) => {
          const isCurrent = set.id === currentId;
          return (
            <li
              key={set.id}
              className={`flex flex-col gap-2 rounded-xl border p-4 ${
                isCurrent ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'
              }`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{set.title}</h3>
                {isCurrent && (
                  <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('learn.mission.sets.current')}
                  </span>
                )}
              </div>
              {set.description && <p className="text-sm text-slate-700">{set.description}</p>}
              <p className="text-xs text-slate-600">
                {t('learn.mission.sets.count', { count: set.contentIds.length })}
              </p>
              {!isCurrent && (
                <Button
                  onPress={() => setNext(set)}
                  className="mt-auto self-start rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-600"
                >
                  {t('learn.mission.sets.switchTo', { title: set.title })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        isOpen={next !== null}
        theme="default"
        title={t('learn.mission.sets.confirmTitle')}
        message={
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium text-slate-700">{t('learn.mission.sets.current')}</dt>
            <dd className="text-slate-900">{current?.title ?? t('learn.mission.sets.none')}</dd>
            <dt className="font-medium text-slate-700">{t('learn.mission.sets.nextSet')}</dt>
            <dd className="text-slate-900">{next?.title}</dd>
          </dl>
        }
        confirmLabel={t('learn.mission.sets.confirm')}
        loading={switching}
        onConfirm={() => void confirm()}
        onCancel={() => setNext(null)}
      />
    </section>
  );
};
