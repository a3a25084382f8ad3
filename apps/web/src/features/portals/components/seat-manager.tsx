import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { failureKeyOf } from '../../../lib/error-key';
import { TrashIcon } from '../../../ui/icons';
import { useToast } from '../../../ui/toast';
import { Tooltip } from '../../../ui/tooltip';
import { edlabSeatsQueryOptions, useSeatChanges } from '../api/edlab-seats';

/**
 * Assign seats (§2.15 assignSeats): the member's seats by e-mail, stored on the server; add an address, remove one.
 * A refusal (a malformed or repeated address, all seats taken) shows under the field and is announced.
 */
export const SeatManager = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const seats = useQuery(edlabSeatsQueryOptions());
  const { assign, release } = useSeatChanges();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<{ key: string; params?: Record<string, unknown> } | null>(null);
  const fieldId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    assign.mutate(email, {
      onSuccess: () => {
        toast(t('portalPages.edlab.seats.added', { email: email.trim().toLowerCase() }));
        setEmail('');
      },
      onError: (failure) =>
        setError({
          key: failureKeyOf(failure),
          params: failure instanceof ApiError ? (failure.detail.params as Record<string, unknown>) : undefined,
        }),
    });
  };

  const remove = (address: string) =>
    release.mutate(address, {
      onSuccess: () => toast(t('portalPages.edlab.seats.removed', { email: address })),
      onError: (failure) => toast({ message: failureKeyOf(failure), type: 'error' }),
    });

  const list = seats.data?.seats ?? [];
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900">
          {t('portalPages.edlab.seats.email')}
        </label>
        <div className="flex gap-2">
          <input
            id={fieldId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEmail('');
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 outline-none focus:border-brand-600 focus:ring-3 focus:ring-brand-600/30"
          />
          <button
            type="submit"
            disabled={assign.isPending}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
          >
            {t('portalPages.edlab.seats.add')}
          </button>
        </div>
        <p id={errorId} role="alert" className="min-h-5 text-sm text-red-700">
          {error ? t(`errors.${error.key}`, error.params ?? {}) : ''}
        </p>
      </form>
      <div>
        <p role="status" className="text-sm font-semibold text-slate-900">
          {seats.data
            ? t('portalPages.edlab.seats.count', { count: list.length, limit: seats.data.limit })
            : seats.isError
              ? t(`errors.${failureKeyOf(seats.error)}`)
              : t('common.loading')}
        </p>
        {seats.data && list.length === 0 && (
          <p className="mt-2 text-sm text-slate-600">{t('portalPages.edlab.seats.empty')}</p>
        )}
        {list.length > 0 && (
          <ul
            aria-label={t('portalPages.edlab.seats.listLabel')}
            className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          >
            {list.map((seat) => (
              <li key={seat.email} className="flex items-center justify-between gap-3 px-4 py-2 text-sm text-slate-800">
                <span className="truncate">{seat.email}</span>
                <Tooltip text={t('portalPages.edlab.seats.remove')} position="left" type="dark">
                  <Button
                    aria-label={t('portalPages.edlab.seats.removeOne', { email: seat.email })}
                    onPress={() => remove(seat.email)}
                    isDisabled={release.isPending}
                    className="rounded-md p-1.5 text-slate-600 outline-none hover:bg-red-50 hover:text-red-700 data-[focus-visible]:ring-3 data-[focus-visible]:ring-brand-600"
                  >
                    <TrashIcon />
                  </Button>
                </Tooltip>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};
