/**
 * The one error summary at the top of a form (GOV.UK): "There is a problem", a link to each
 * field in error, and what the server said when it refused. It takes focus after every submit
 * that failed, in the browser's checks or at the server, so a screen reader reads the whole list
 * at once and a keyboard user is not left on a button that was disabled meanwhile; each link
 * then moves focus to its field.
 *
 * It is written when a form is submitted and stays as it was until the next submit: the
 * customer fixing the fields one by one is not read the list again at each fix (the fields'
 * own errors clear silently beside them).
 */
import { useEffect, useMemo, useRef } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Notice } from './Notice';
import { BankText } from './BankText';
import { useI18n } from '../lib/useI18n';
import { errorShown } from './page-title';

export const SERVER_ERROR = 'root.serverError';

export function ErrorSummary<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  const { errors, submitCount } = form.formState;
  const server = errors.root?.serverError?.message;
  // Written at a submit, or at the server's answer to one: the only moments the summary changes.
  const fields = useMemo(
    // Each field's error as it was then: react-hook-form gives a changed error a new object.
    () => Object.entries(errors as Record<string, FieldError>).filter(([name, e]) => name != 'root' && e.message),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [submitCount, server],
  );
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useI18n();
  const shown = !!(server || fields.length);
  useEffect(() => {
    // useBankForm keeps react-hook-form from focusing the first field in error: this is the one move.
    if (shown) ref.current?.focus();
    // After a submit only: focus must not jump here while the customer corrects a field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as it appears and goes; the screen's language is the one it appears in
  useEffect(() => (shown ? errorShown(t('common.errorPrefix')) : undefined), [shown]);
  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} className="error-summary">
      <Notice tone="error" title={t('common.problem')}>
        {fields.length ? (
          <ul className="error-summary-list">
            {fields.map(([name, { message }]) => (
              <li key={name}>
                <a
                  href={`#${name}`}
                  onClick={(event) => {
                    event.preventDefault();
                    form.setFocus(name as Path<T>);
                  }}
                >
                  <BankText text={message!} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {server ? (
          <p>
            <BankText text={server} />
          </p>
        ) : null}
      </Notice>
    </div>
  );
}
