import { useRef, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Failure } from '../api/failure';
import { failureText } from '../lib/failure-text';
import { useI18n } from '../lib/useI18n';
import { SERVER_ERROR } from './ErrorSummary';

/**
 * What a submit handler returns: the server's refusal to show at the top of the form, or a failed
 * call (its message at the top, or beside the field it names: a file over the site's upload
 * limit), or nothing.
 */
export type SubmitOutcome = string | Failure | null | void;

/**
 * react-hook-form's submit, made single-flight, with the server's refusal routed to the one
 * error summary. While a submit is being validated or its request is out, Enter in a field or
 * a second click sends nothing (the button is also disabled, but Enter bypasses it). The guard
 * sits outside `handleSubmit`: a second run of it would finish at once and reset
 * `isSubmitting`, re-enabling the button while the first request is still pending.
 */
export function useFormSubmit<T extends FieldValues>(form: UseFormReturn<T>, send: (values: T) => Promise<SubmitOutcome>) {
  const inFlight = useRef(false);
  const { t } = useI18n();
  const submit = form.handleSubmit(async (values) => {
    const problem = await send(values);
    if (!problem) return;
    // A failed call reads as every form's does (failureText): the wait when throttled, the bank's words marked as its own.
    if (typeof problem === 'string') form.setError(SERVER_ERROR as never, { message: problem });
    else form.setError((problem.field ?? SERVER_ERROR) as never, { message: failureText(problem, t) });
  });
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
