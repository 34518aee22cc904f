/**
 * How a custom control (the PIN boxes, the upload) joins its react-hook-form form: its value and
 * error, `change` and `blur` reported as a native input would report them, and a ref that gives
 * the form something to focus (the error summary's links). It does
 * for these two controls what react-hook-form's `useController` does, through the public
 * `register`/`subscribe`/`getValues` alone: `useController` costs about 900 bytes gzip of the
 * bundle (measured 2026-11).
 *
 * The control subscribes itself rather than waiting for its form to re-render: @preact/signals
 * skips re-rendering a child whose props did not change.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, RegisterOptions, UseFormReturn } from 'react-hook-form';

export interface FormField<T extends FieldValues, N extends Path<T>> {
  name: N;
  value: PathValue<T, N> | undefined;
  error: string | undefined;
  change(value: PathValue<T, N> | null): void;
  blur(): void;
  /** For the element that takes focus; stable across renders, so the field is registered once. */
  ref(element: HTMLElement | null): void;
}

export function useFormField<T extends FieldValues, N extends Path<T>>(form: UseFormReturn<T>, name: N, rules?: RegisterOptions<T, N>): FormField<T, N> {
  // Registering on every render keeps the rules current, as `{...register(name)}` does for a plain input.
  const registration = form.register(name, rules);
  const latest = useRef(registration);
  latest.current = registration;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => form.subscribe({ name, exact: true, formState: { values: true, errors: true }, callback: rerender }), [form, name]);
  const element = useRef<HTMLElement | null>(null);
  // Only focus: the form keeps the value, as it does for a controlled field.
  const [target] = useState(() => ({ focus: () => element.current?.focus() }));
  const ref = useCallback(
    (el: HTMLElement | null) => {
      element.current = el;
      latest.current.ref(el ? target : null);
    },
    [target],
  );
  const report = (type: 'change' | 'blur', value: unknown) => void latest.current.onChange({ type, target: { name, value } });
  return {
    name,
    value: form.getValues(name),
    error: form.getFieldState(name).error?.message,
    change: (value) => report('change', value),
    blur: () => report('blur', form.getValues(name)),
    ref,
  };
}
