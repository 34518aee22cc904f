/**
 * Form fields. Each one makes its ids, ties its hint and error to the control
 * (`aria-describedby`, `aria-invalid`) and keeps the spec's field name as `name`.
 * Forms spread react-hook-form's `register(...)` into them; no form wires ARIA by hand.
 */
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface Described {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

function useDescribedIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field-error" id={id}>
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  );
}

export type TextFieldProps = Described &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
    /** Rendered beside the input (e.g. a show-password toggle). */
    suffix?: ReactNode;
  };

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, className, suffix, ...input },
  ref,
) {
  const ids = useDescribedIds(hint, error);
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={ids.id}>
        {label}
      </label>
      {hint ? (
        <p className="field-hint" id={ids.hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId} error={error} />
      {suffix ? (
        <div className="password-row">
          <input ref={ref} id={ids.id} className="input" aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...input} />
          {suffix}
        </div>
      ) : (
        <input ref={ref} id={ids.id} className="input" aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...input} />
      )}
    </div>
  );
});

/** A password input with a Show/Hide toggle; paste is never blocked. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'suffix'>>(function PasswordField(props, ref) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      ref={ref}
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      suffix={
        <button type="button" className="button button--secondary" aria-label={shown ? 'Hide password' : 'Show password'} onClick={() => setShown(!shown)}>
          {shown ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
});

export type SelectFieldProps = Described &
  SelectHTMLAttributes<HTMLSelectElement> & { options: ReadonlyArray<string | { value: string; label: string }>; placeholder?: string };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, options, placeholder, ...select },
  ref,
) {
  const ids = useDescribedIds(hint, error);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field-label" htmlFor={ids.id}>
        {label}
      </label>
      {hint ? (
        <p className="field-hint" id={ids.hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId} error={error} />
      <select
        ref={ref}
        id={ids.id}
        className="input select"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </div>
  );
});

export type CheckboxFieldProps = Described & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>;

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, hint, error, ...input },
  ref,
) {
  const ids = useDescribedIds(hint, error);
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <FieldError id={ids.errorId} error={error} />
      <div className="checkbox">
        <input
          ref={ref}
          id={ids.id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...input}
        />
        <label htmlFor={ids.id}>{label}</label>
      </div>
      {hint ? (
        <p className="field-hint" id={ids.hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
});
