import { CAPTCHA_FIELD, type TCaptchaAnswer, type TCaptchaChallenge } from '@questline/domain/schemas/captcha';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { solveChallenge } from './captcha-solver';

type TState = 'loading' | 'off' | 'idle' | 'verifying' | 'verified' | 'failed';

const fetchChallenge = async (): Promise<TCaptchaAnswer> => {
  const response = await fetch('/api/auth/captcha', {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`captcha challenge: ${response.status}`);
  return (await response.json()) as TCaptchaAnswer;
};

/** Solves in a Web Worker where there is one, else on the page in chunks (captcha-solver.ts). */
const solve = (challenge: TCaptchaChallenge, signal: AbortSignal): Promise<string | null> => {
  if (typeof Worker === 'undefined') return solveChallenge(challenge, { signal, onPage: true });
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(solveChallenge(challenge, { signal, onPage: true }));
      return;
    }
    const stop = () => worker.terminate();
    signal.addEventListener('abort', () => {
      stop();
      resolve(null);
    });
    worker.addEventListener('message', (event: MessageEvent<string | null>) => {
      stop();
      resolve(event.data);
    });
    // A worker that cannot start (a policy, an old browser) leaves the work to the page.
    worker.addEventListener('error', () => {
      stop();
      resolve(solveChallenge(challenge, { signal, onPage: true }));
    });
    worker.postMessage(challenge);
  });
};

/**
 * The sign-up and password-reset forms' captcha (§9): a checkbox that proves, by a short computation in
 * the browser (ALTCHA's proof of work, nothing to look at or listen to), that a person sends the form. Its payload
 * goes in the form as the hidden `altcha` field. Not shown when the server asks for no captcha (CAPTCHA_ENABLED).
 * A solution works once: each new `round` (a submission the server answered) solves a fresh challenge again when the
 * person had verified. `missing` says the form was sent before verifying.
 */
export const CaptchaField = ({ id, round, missing }: { id: string; round: number; missing: boolean }) => {
  const { t } = useTranslation();
  const statusId = useId();
  const [state, setState] = useState<TState>('loading');
  const [payload, setPayload] = useState<string | null>(null);
  const challenge = useRef<TCaptchaChallenge | null>(null);
  const running = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    const answer = await fetchChallenge();
    if (!answer.enabled) return null;
    const { enabled: _enabled, ...fresh } = answer;
    challenge.current = fresh;
    return fresh;
  }, []);

  const verify = useCallback(async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setPayload(null);
    setState('verifying');
    try {
      const current = challenge.current ?? (await load());
      // The server stopped asking meanwhile: nothing to prove.
      if (!current) return setState('off');
      challenge.current = null;
      const solution = await solve(current, controller.signal);
      if (controller.signal.aborted) return;
      setPayload(solution);
      setState(solution ? 'verified' : 'failed');
    } catch {
      if (!controller.signal.aborted) setState('failed');
    }
  }, [load]);

  useEffect(() => {
    let live = true;
    load()
      .then((fresh) => live && setState(fresh ? 'idle' : 'off'))
      .catch(() => live && setState('idle'));
    return () => {
      live = false;
      running.current?.abort();
    };
  }, [load]);

  // The payload just sent is spent: a person who had verified gets a fresh one without asking.
  const verifiedBefore = useRef(false);
  verifiedBefore.current = state === 'verified';
  useEffect(() => {
    if (round > 0 && verifiedBefore.current) void verify();
  }, [round, verify]);

  // Until the server said whether it asks for one, no field: a form sent meanwhile goes without (and is answered).
  if (state === 'off' || state === 'loading') return null;
  const checked = state === 'verified';
  const label =
    state === 'verifying'
      ? t('identity.captcha.verifying')
      : state === 'verified'
        ? t('identity.captcha.verified')
        : t('identity.captcha.notRobot');
  const status =
    state === 'verifying'
      ? t('identity.captcha.verifying')
      : state === 'verified'
        ? t('identity.captcha.verified')
        : state === 'failed'
          ? t('identity.captcha.failed')
          : '';

  return (
    <div className="space-y-1">
      <input type="hidden" name={CAPTCHA_FIELD} value={payload ?? ''} />
      {/* A native checkbox: its role, name, state and keys (Space) come with it; ticking it starts the check. */}
      <label className="flex w-full cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 text-sm font-medium text-slate-900 has-focus-visible:outline-3 has-focus-visible:outline-brand-600/40">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-busy={state === 'verifying' || undefined}
          aria-describedby={statusId}
          onChange={() => {
            if (state === 'idle' || state === 'failed') void verify();
          }}
          className="size-5 shrink-0 accent-emerald-700"
        />
        <span className="min-w-0 grow">{label}</span>
        {state === 'verifying' && (
          <span
            aria-hidden="true"
            className="size-4 shrink-0 animate-spin rounded-full border-2 border-slate-400 border-t-transparent"
          />
        )}
      </label>
      <p id={statusId} role="status" className="text-xs text-slate-600">
        {missing && state !== 'verified' && state !== 'verifying' ? t('identity.captcha.required') : status}
        {state === 'idle' && !missing ? t('identity.captcha.hint') : null}
      </p>
    </div>
  );
};
