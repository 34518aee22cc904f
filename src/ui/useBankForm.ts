/**
 * react-hook-form's `useForm` for our forms, each of which shows the one ErrorSummary: after a
 * failed submit the summary takes focus, so react-hook-form must not first move it to the first
 * field in error (a screen reader would start reading the field, then jump).
 *
 * `field(name, rules)` is what a field component takes: `register`'s props and the field's
 * error message, the name written once.
 */
import { get, useForm, type FieldError, type FieldPath, type FieldValues, type RegisterOptions, type UseFormProps } from 'react-hook-form';

export function useBankForm<T extends FieldValues>(options?: UseFormProps<T>) {
  const form = useForm<T>({ ...options, shouldFocusError: false });
  const field = <N extends FieldPath<T>>(name: N, rules?: RegisterOptions<T, N>) => ({
    ...form.register(name, rules),
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
  });
  // The same object each render, as react-hook-form returns it: screens keep `form` in effects' dependencies.
  return Object.assign(form, { field });
}
