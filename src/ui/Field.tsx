/**
 * Form fields on the one frame. Each keeps the spec's field name as `name`; forms spread
 * `field(name, rules)` of useBankForm into them (react-hook-form's `register` and the error),
 * or `register(name)` alone for a field no rule can refuse.
 */
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame, type FrameProps } from './FieldFrame';
import { useI18n } from '../lib/useI18n';

export type TextFieldProps = FrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
    /** Rendered beside the input (e.g. a show-password toggle). */
    suffix?: ReactNode;
    /** The field as a row of a summary list (FieldFrame's `term`). */
    term?: boolean;
  };

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, hint, error, className, suffix, term, ...given }, ref) {
  // An email or a phone number reads left to right in any language (OwnOrder.tsx says why).
  const input = { ...given, dir: given.dir ?? (given.type === 'email' || given.type === 'tel' ? 'ltr' : undefined) };
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} term={term}>
      {(aria) =>
        suffix ? (
          <div className="password-row">
            <input ref={ref} className="input" {...aria} {...input} />
            {suffix}
          </div>
        ) : (
          <input ref={ref} className="input" {...aria} {...input} />
        )
      }
    </FieldFrame>
  );
});

/** A password input with a Show/Hide toggle; paste is never blocked. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'suffix'>>(function PasswordField(props, ref) {
  const [shown, setShown] = useState(false);
  const { t } = useI18n();
  return (
    <TextField
      ref={ref}
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      suffix={
        <button
          type="button"
          className="button button--secondary"
          aria-label={t(shown ? 'common.password.hideLabel' : 'common.password.showLabel')}
          onClick={() => setShown(!shown)}
        >
          {t(shown ? 'common.password.hide' : 'common.password.show')}
        </button>
      }
    />
  );
});

export type SelectFieldProps = FrameProps & SelectHTMLAttributes<HTMLSelectElement> & { options: ReadonlyArray<string | { value: string; label: string }>; placeholder?: string };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, hint, error, className, options, placeholder, ...select }, ref) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(aria) => (
        <select ref={ref} className="input" {...aria} {...select}>
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
      )}
    </FieldFrame>
  );
});

export type CheckboxFieldProps = FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>;

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField({ label, hint, error, className, ...input }, ref) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} inline>
      {(aria) => <input ref={ref} type="checkbox" {...aria} {...input} />}
    </FieldFrame>
  );
});
