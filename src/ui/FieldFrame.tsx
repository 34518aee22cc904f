/**
 * The one field frame: label, hint and error around a control, with the ids that tie them
 * together (`aria-describedby`, `aria-invalid`). Every field uses it, uploads and PIN boxes
 * included, so no form wires ARIA by hand.
 */
import { useId, type ReactNode } from 'react';
import { useI18n } from '../lib/useI18n';
import { BankText } from './BankText';

export interface FrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

interface ControlAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldFrameProps extends FrameProps {
  /** Checkboxes read control first, then the label beside it. */
  inline?: boolean;
  /**
   * A field that is a row of a summary list (a check-answers page): the label is the row's term
   * (`dt`), hint, error and control its value (`dd`). The frame is then the row, inside a `dl`.
   */
  term?: boolean;
  /** Ids of more text that describes the control (an upload's chosen file). */
  describedBy?: string;
  /** `labelId` names a group of controls (PIN boxes) after the field's label. */
  children: (aria: ControlAria, labelId: string) => ReactNode;
}

export function FieldFrame({ label, hint, error, className, inline = false, term = false, describedBy, children }: FieldFrameProps) {
  const id = useId();
  const { t, say } = useI18n();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const aria: ControlAria = { id };
  if (error) aria['aria-invalid'] = true;
  const described = [hintId, errorId, describedBy].filter(Boolean).join(' ');
  if (described) aria['aria-describedby'] = described;

  const labelEl = (
    <label className="field-label" htmlFor={id} id={`${id}-label`}>
      {label}
    </label>
  );
  const hintEl = hint ? (
    <p className="field-hint" id={hintId}>
      {typeof hint == 'string' ? say(hint) : hint}
    </p>
  ) : null;
  const errorEl = error ? (
    <p className="field-error" id={errorId}>
      <span className="visually-hidden">{t('common.errorPrefix')} </span>
      <BankText text={error} />
    </p>
  ) : null;

  const classes = ['field', inline ? 'field--checkbox' : '', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ');
  if (term)
    return (
      <div className={classes}>
        <dt>{labelEl}</dt>
        <dd>
          {hintEl}
          {errorEl}
          {children(aria, `${id}-label`)}
        </dd>
      </div>
    );
  return inline ? (
    <div className={classes}>
      {errorEl}
      <div className="checkbox">
        {children(aria, `${id}-label`)}
        {labelEl}
      </div>
      {hintEl}
    </div>
  ) : (
    <div className={classes}>
      {labelEl}
      {hintEl}
      {errorEl}
      {children(aria, `${id}-label`)}
    </div>
  );
}
