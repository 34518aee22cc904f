import { useRef } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

/**
 * react-hook-form's submit, made single-flight: while a request is out, Enter in a field
 * or a second click sends nothing (the button is also disabled, but Enter bypasses it).
 */
export function useGuardedSubmit<T extends FieldValues>(form: UseFormReturn<T>, send: SubmitHandler<T>) {
  const inFlight = useRef(false);
  return form.handleSubmit(async (values, event) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send(values, event);
    } finally {
      inFlight.current = false;
    }
  });
}
