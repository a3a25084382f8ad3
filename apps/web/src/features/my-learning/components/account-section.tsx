import { type ReactNode, useId } from 'react';

export const accountInputClass =
  'w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none hover:border-slate-400 focus:border-brand-600 aria-[invalid=true]:border-red-600';
export const accountPrimaryClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';
export const accountSecondaryClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

/** One part of the settings tab's account self-service: a titled card, as the two-factor panel is. */
export const AccountSection = (props: { title: string; intro?: ReactNode; children: ReactNode; testId?: string }) => {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid={props.testId}
      className="mt-8 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {props.title}
      </h2>
      {props.intro && <div className="text-sm text-slate-600">{props.intro}</div>}
      {props.children}
    </section>
  );
};

/** A labelled native input with the message of what is wrong with it under it (announced, and named by the input). */
export const AccountField = (props: {
  label: string;
  name: string;
  type: 'password' | 'email' | 'text';
  autoComplete: string;
  error: string | null | undefined;
  description?: string;
  autoFocus?: boolean;
}) => {
  const ids = { input: useId(), error: useId(), description: useId() };
  const describedBy = [props.description ? ids.description : null, props.error ? ids.error : null].filter(Boolean);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids.input} className="text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      <input
        id={ids.input}
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        // biome-ignore lint/a11y/noAutofocus: the field a dialog opens for.
        autoFocus={props.autoFocus}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
        className={accountInputClass}
      />
      {props.description && (
        <p id={ids.description} className="text-xs text-slate-600">
          {props.description}
        </p>
      )}
      {props.error && (
        <p id={ids.error} role="alert" className="text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
};
