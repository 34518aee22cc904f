import { useEffect, useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Notice } from './Notice';

/**
 * The one place a form shows what the server said when it refused (react-hook-form's
 * `root.serverError`). Field errors stay next to their fields. It takes focus when it
 * appears (GOV.UK's error summary), so keyboard users are not left on a button that was
 * disabled while the request was out.
 */
export function FormProblem({ errors }: { errors: FieldErrors }) {
  const message = errors.root?.serverError?.message;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, errors.root]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} className="form-problem">
      <Notice tone="error" title="There is a problem">
        {message}
      </Notice>
    </div>
  );
}
