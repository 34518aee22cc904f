import type { FieldErrors } from 'react-hook-form';
import { Notice } from './Notice';

/**
 * The one place a form shows what the server said when it refused (react-hook-form's
 * `root.serverError`). Field errors stay next to their fields.
 */
export function FormProblem({ errors }: { errors: FieldErrors }) {
  const message = errors.root?.serverError?.message;
  if (!message) return null;
  return <Notice tone="error" title="There is a problem">{message}</Notice>;
}
