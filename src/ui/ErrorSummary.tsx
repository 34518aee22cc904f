/**
 * The one error summary at the top of a form (GOV.UK): "There is a problem", a link to each
 * field in error, and what the server said when it refused. It takes focus after every submit
 * that failed, in the browser's checks or at the server, so a screen reader reads the whole list
 * at once and a keyboard user is not left on a button that was disabled meanwhile; each link
 * then moves focus to its field.
 */
import { useEffect, useRef } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Notice } from './Notice';
import { useI18n } from '../lib/useI18n';

export const SERVER_ERROR = 'root.serverError';

export function ErrorSummary<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  const { errors } = form.formState;
  const server = errors.root?.serverError?.message;
  const fields = Object.entries(errors).filter(([name, e]) => name !== 'root' && (e as FieldError | undefined)?.message) as [Path<T>, FieldError][];
  const ref = useRef<HTMLDivElement>(null);
  const { t, say } = useI18n();
  const shown = server || fields.length;
  useEffect(() => {
    // useBankForm keeps react-hook-form from focusing the first field in error: this is the one move.
    if (shown) ref.current?.focus();
    // After a submit only: focus must not jump here while the customer corrects a field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.formState.submitCount]);
  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} className="error-summary">
      <Notice tone="error" title={t('common.problem')}>
        {fields.length ? (
          <ul className="error-summary-list">
            {fields.map(([name, error]) => (
              <li key={name}>
                <a
                  href={`#${name}`}
                  onClick={(event) => {
                    event.preventDefault();
                    form.setFocus(name);
                  }}
                >
                  {say(error.message!)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {server ? <p>{say(server)}</p> : null}
      </Notice>
    </div>
  );
}
