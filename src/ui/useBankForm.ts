/**
 * react-hook-form's `useForm` for our forms, each of which shows the one ErrorSummary: after a
 * failed submit the summary takes focus, so react-hook-form must not first move it to the first
 * field in error (a screen reader would start reading the field, then jump).
 */
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';

export function useBankForm<T extends FieldValues>(options?: UseFormProps<T>) {
  return useForm<T>({ ...options, shouldFocusError: false });
}
