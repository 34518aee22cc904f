import { useRef, type BaseSyntheticEvent } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

/**
 * react-hook-form's submit, made single-flight: while a submit is being validated or its
 * request is out, Enter in a field or a second click sends nothing (the button is also
 * disabled, but Enter bypasses it). The guard sits outside `handleSubmit`: a second run of
 * `handleSubmit` would finish at once and reset `isSubmitting`, re-enabling the button while
 * the first request is still pending.
 */
export function useGuardedSubmit<T extends FieldValues>(form: UseFormReturn<T>, send: SubmitHandler<T>) {
  const inFlight = useRef(false);
  const submit = form.handleSubmit(send);
  return async (event?: BaseSyntheticEvent) => {
    if (inFlight.current) {
      event?.preventDefault?.();
      return;
    }
    inFlight.current = true;
    try {
      await submit(event);
    } finally {
      inFlight.current = false;
    }
  };
}
