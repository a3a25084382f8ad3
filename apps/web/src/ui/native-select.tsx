import { useId } from 'react';

type TOption = { id: string; label: string; lang?: string };

/** A labelled native select: keyboard, type-ahead and screen readers work everywhere, at no script cost. */
export const NativeSelect = (props: {
  label: string;
  options: readonly TOption[];
  value: string | null;
  placeholder?: string;
  onChange: (value: string) => void;
}) => {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wider text-slate-400">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value)}
        className="min-w-48 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white hover:border-slate-400"
      >
        {props.value === null && (
          <option value="" disabled>
            {props.placeholder}
          </option>
        )}
        {props.options.map((option) => (
          <option key={option.id} value={option.id} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
