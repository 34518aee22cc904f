/**
 * The one error summary at the top of a form (GOV.UK): "There is a problem", a link to each
 * field in error, and what the server said when it refused. It takes focus when the server
 * refused, so keyboard users are not left on a button that was disabled meanwhile; after a
 * check in the browser, focus goes to the first field in error and the summary is read out.
 */
import { useEffect, useRef } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Notice } from './Notice';

export const SERVER_ERROR = 'root.serverError';

export function ErrorSummary<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  const { errors } = form.formState;
  const server = errors.root?.serverError?.message;
  const fields = Object.entries(errors).filter(([name, e]) => name !== 'root' && (e as FieldError | undefined)?.message) as [Path<T>, FieldError][];
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (server) ref.current?.focus();
  }, [server, errors.root]);
  if (!server && fields.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className="error-summary">
      <Notice tone="error" title="There is a problem">
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
                  {error.message}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {server ? <p>{server}</p> : null}
      </Notice>
    </div>
  );
}
