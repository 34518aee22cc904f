/**
 * The one PIN field (transaction PIN, its confirmation, the transfer authorization code):
 * four masked boxes, one digit each, numeric keypad on phones. Typing moves on, Backspace
 * moves back, pasting the digits fills every box. Screen readers hear one labelled group of
 * four numbered digits; the value reaches the form as one string under the spec's name.
 */
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { PIN_LENGTH } from '../lib/validation';
import { FieldFrame } from './FieldFrame';
import { useFormField } from './useFormField';
import { useI18n } from '../lib/useI18n';

export interface PinFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  rules?: RegisterOptions<T, Path<T>>;
}

const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, PIN_LENGTH);

export function PinField<T extends FieldValues>({ form, name, label, hint, rules }: PinFieldProps<T>) {
  const field = useFormField(form, name, rules);
  const { t } = useI18n();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const value = digitsOf(String(field.value ?? ''));
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(PIN_LENGTH - 1, index))]?.focus();

  // The value is always the digits from the first box on, with no gaps: a digit typed past
  // the end lands in the next free box; clearing a box clears the ones after it.
  function put(index: number, digit: string) {
    const at = Math.min(index, value.length);
    const next = digit ? (value.slice(0, at) + digit + value.slice(at + 1)).slice(0, PIN_LENGTH) : value.slice(0, Math.max(0, index));
    field.change(next as never);
    return digit ? at : index;
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !value[index]) {
      event.preventDefault();
      put(index - 1, '');
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = digitsOf(event.clipboardData?.getData('text') ?? '');
    if (!pasted) return;
    event.preventDefault();
    field.change(pasted as never);
    focusBox(pasted.length);
  }

  return (
    <FieldFrame label={label} hint={hint} error={field.error}>
      {(aria, labelId) => (
        <div className="pin" dir="ltr" role="group" aria-labelledby={labelId} aria-describedby={aria['aria-describedby']}>
          {Array.from({ length: PIN_LENGTH }, (_, index) => (
            <input
              key={index}
              ref={(el) => {
                boxes.current[index] = el;
                if (index === 0) field.ref(el);
              }}
              id={index === 0 ? aria.id : undefined}
              className="input pin-box"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={1}
              aria-label={t('common.pin.digit', { index: index + 1, count: PIN_LENGTH })}
              aria-invalid={aria['aria-invalid']}
              value={value[index] ?? ''}
              onBlur={field.blur}
              // A filled box is selected on focus, so typing replaces its digit (maxLength would refuse it).
              onFocus={(event) => event.currentTarget.select()}
              onPaste={onPaste}
              onKeyDown={(event) => onKeyDown(index, event)}
              onInput={(event) => {
                const box = event.currentTarget as HTMLInputElement;
                if (box.value === '') {
                  put(index, '');
                  return;
                }
                const digit = digitsOf(box.value).slice(-1);
                // A non-digit is dropped: the box shows what the form holds.
                box.value = digit || (value[index] ?? '');
                if (digit) focusBox(put(index, digit) + 1);
              }}
            />
          ))}
          <input type="hidden" name={field.name} value={value} />
        </div>
      )}
    </FieldFrame>
  );
}
