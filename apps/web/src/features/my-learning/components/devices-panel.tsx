import type { TDevice } from '@questline/domain/schemas/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { Spinner } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { useViewerTimeZone } from '../../../ui/use-hydrated';
import { devicesQueryOptions, signOutEverywhereElse } from '../api/account';
import { AccountSection, accountSecondaryClass } from './account-section';

const DeviceRow = ({ device }: { device: TDevice }) => {
  const { t, i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    }).format(new Date(iso));
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
        {t('settings.devices.name', {
          browser: device.browser ?? t('settings.devices.unknownBrowser'),
          os: device.os ?? t('settings.devices.unknownOs'),
        })}
        <span className="font-normal text-slate-600">{t(`settings.devices.type.${device.deviceType}`)}</span>
        {device.current && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {t('settings.devices.current')}
          </span>
        )}
      </p>
      <p className="text-xs text-slate-600">
        {t('settings.devices.details', {
          address: device.ipAddress ?? t('settings.devices.unknownAddress'),
          signedIn: when(device.createdAt),
          lastActive: when(device.lastActiveAt),
        })}
      </p>
    </li>
  );
};

/**
 * Signed-in devices in the settings tab: every session of the account in force (browser, system, the address partly,
 * when it signed in and was last active; this device marked) and "Sign out everywhere else" (better-auth's
 * revoke-other-sessions). Single other sessions cannot be picked: their tokens never reach the page.
 */
export const DevicesPanel = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useQuery(devicesQueryOptions());
  const [pending, setPending] = useState(false);
  const devices = query.data?.devices ?? [];
  const others = devices.filter((device) => !device.current).length;

  const signOutOthers = async () => {
    setPending(true);
    try {
      await signOutEverywhereElse();
      toast(t('settings.devices.signedOut'));
    } catch (failure) {
      toast(t(`errors.${failure instanceof ApiError ? failure.key : 'internal_error'}`), { tone: 'error' });
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: devicesQueryOptions().queryKey });
    }
  };

  return (
    <AccountSection title={t('settings.devices.title')} intro={t('settings.devices.intro')} testId="devices">
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('common.loading')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t(`errors.${query.error instanceof ApiError ? query.error.key : 'internal_error'}`)}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {devices.map((device) => (
            <DeviceRow key={device.id} device={device} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void signOutOthers()}
          disabled={pending || others === 0}
          className={accountSecondaryClass}
        >
          {pending && <Spinner />}
          {t('settings.devices.signOutOthers')}
        </button>
        {query.isSuccess && others === 0 && (
          <span className="text-sm text-slate-600">{t('settings.devices.onlyThis')}</span>
        )}
      </div>
    </AccountSection>
  );
};
