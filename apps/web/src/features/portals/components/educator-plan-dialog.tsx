import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { hasMaterials, MaterialList } from '../../../ui/material-list';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { educatorPlanQueryOptions, type TEducatorPlanView } from '../api/educator-content';

const RICH_PARTS = ['description', 'outcome', 'objectives', 'alignment', 'preparation'] as const;

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="mt-5">
    <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-700">{title}</h3>
    <div className="mt-1 text-sm">{children}</div>
  </section>
);

/** An age range as read: '13–18', '13+', or nothing when open on both sides. */
const agesOf = (range: TEducatorPlanView['ageRange'], t: TFunction) => {
  if (!range || (range.min === null && range.max === null)) return null;
  if (range.max === null || range.max >= 18) return t('portalPages.educators.plan.agesFrom', { min: range.min });
  return t('portalPages.educators.plan.agesBetween', { min: range.min ?? 0, max: range.max });
};

const PlanBody = ({ plan }: { plan: TEducatorPlanView }) => {
  const { t } = useTranslation();
  const ages = agesOf(plan.ageRange, t);
  const minutes = plan.instruction ?? 0;
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-slate-100 px-3 py-2">
          <dt className="text-slate-600">{t('portalPages.educators.plan.ages')}</dt>
          <dd className="font-semibold text-slate-900">{ages ?? t('portalPages.educators.plan.none')}</dd>
        </div>
        <div className="rounded-lg bg-slate-100 px-3 py-2">
          <dt className="text-slate-600">{t('portalPages.educators.plan.instruction')}</dt>
          <dd className="font-semibold text-slate-900">
            {minutes > 0
              ? t('portalPages.educators.plan.minutes', { count: minutes })
              : t('portalPages.educators.plan.none')}
          </dd>
        </div>
      </dl>
      {RICH_PARTS.map((part) =>
        plan[part] ? (
          <Part key={part} title={t(`portalPages.educators.plan.${part}`)}>
            <RichTextView doc={plan[part]} />
          </Part>
        ) : null,
      )}
      {hasMaterials(plan.materials) && (
        <Part title={t('portalPages.educators.plan.materials')}>
          <MaterialList materials={plan.materials} />
        </Part>
      )}
    </>
  );
};

const PlanContent = ({ type, slug }: { type: string; slug: string }) => {
  const { t } = useTranslation();
  const plan = useQuery(educatorPlanQueryOptions(type, slug));
  if (plan.isPending) return <p className="mt-4 text-sm text-slate-600">{t('common.loading')}</p>;
  if (plan.isError || !plan.data) {
    return (
      <p role="alert" className="mt-4 text-sm text-red-700">
        {t('portalPages.educators.plan.loadError')}
      </p>
    );
  }
  return <PlanBody plan={plan.data} />;
};

/** 'View educator plan' (§3.9): the plan attached to an item, read when opened, in a modal dialog. */
export const EducatorPlanDialog = ({ type, slug, title }: { type: string; slug: string; title: string }) => {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <Button className="rounded-md border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 outline-none hover:bg-brand-100 data-[focus-visible]:ring-3 data-[focus-visible]:ring-brand-600">
        {t('portalPages.educators.plans.viewPlan')}
        <span className="sr-only">: {title}</span>
      </Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4">
        <Modal className="max-h-[calc(100vh-128px)] w-full max-w-2xl overflow-y-auto rounded-2xl bg-white shadow-2xl">
          <Dialog className="p-6 outline-none">
            {({ close }) => (
              <>
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                  {t('portalPages.educators.plan.title')}
                </p>
                <Heading slot="title" className="text-xl font-bold text-slate-900">
                  {title}
                </Heading>
                <PlanContent type={type} slug={slug} />
                <div className="mt-6 flex justify-between gap-3">
                  <a href={`/${type}/${slug}`} className="text-sm font-semibold text-brand-700 underline">
                    {t('portalPages.educators.plan.open')}
                  </a>
                  <Button
                    onPress={close}
                    className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 outline-none hover:bg-slate-50 data-[focus-visible]:ring-3 data-[focus-visible]:ring-brand-600"
                  >
                    {t('common.close')}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
};
