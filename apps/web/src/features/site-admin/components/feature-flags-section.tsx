import type { TFeatureFlagState } from '@questline/domain/schemas/site';
import { useQuery } from '@tanstack/react-query';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { switchClass, switchThumbClass, switchTrackClass } from '../../../ui/switch-styles';
import { useToast } from '../../../ui/toast';
import { useViewerTimeZone } from '../../../ui/use-hydrated';
import { flagStatesQueryOptions, useSetFeatureFlag } from '../api/feature-flags';
import { sectionClass, sectionTitleClass } from './styles';

const FlagSwitch = ({ flag }: { flag: TFeatureFlagState }) => {
  const { t, i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  const toast = useToast();
  const save = useSetFeatureFlag();
  const pending = save.isPending && save.variables?.name === flag.name;
  const toggle = (enabled: boolean) =>
    save.mutate(
      { name: flag.name, enabled },
      {
        onSuccess: () =>
          toast(t(enabled ? 'siteAdmin.flags.turnedOn' : 'siteAdmin.flags.turnedOff', { flag: flag.name })),
        onError: (error) => toast({ message: error instanceof ApiError ? error.key : 'internal_error' }),
      },
    );
  const changed = flag.updatedAt
    ? new Date(flag.updatedAt).toLocaleString(i18n.language.replace('_', '-'), { timeZone })
    : null;
  return (
    <Switch
      isSelected={pending ? save.variables?.enabled : flag.enabled}
      isDisabled={pending}
      onChange={toggle}
      className={switchClass}
    >
      <span>
        <span className="block font-mono text-sm font-semibold text-slate-900">{flag.name}</span>
        <span className="block text-sm text-slate-600">{t(`siteAdmin.flags.descriptions.${flag.name}`)}</span>
        <span className="block text-xs text-slate-500">
          {changed
            ? t('siteAdmin.flags.changedAt', { date: changed })
            : t(flag.defaultValue ? 'siteAdmin.flags.defaultOn' : 'siteAdmin.flags.defaultOff')}
        </span>
      </span>
      <span className={switchTrackClass}>
        <span className={switchThumbClass} />
      </span>
    </Switch>
  );
};

/** The §9 feature flags, each a switch saved at once: the server answers the new list, every page reads it. */
export const FeatureFlagsSection = () => {
  const { t } = useTranslation();
  const flags = useQuery(flagStatesQueryOptions());
  return (
    <section aria-labelledby="site-admin-flags" className={sectionClass}>
      <h2 id="site-admin-flags" className={sectionTitleClass}>
        {t('siteAdmin.flags.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('siteAdmin.flags.intro')}</p>
      {flags.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t(`errors.${flags.error instanceof ApiError ? flags.error.key : 'internal_error'}`)}
        </p>
      ) : !flags.data ? (
        <p className="mt-4 text-sm text-slate-500">{t('common.loading')}</p>
      ) : (
        <div className="mt-4 flex flex-col gap-3">
          {flags.data.map((flag) => (
            <FlagSwitch key={flag.name} flag={flag} />
          ))}
        </div>
      )}
    </section>
  );
};
