import { useState } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import { updateEmail } from '../../api/dashboard';
import { useApi, useShared } from '../../lib/services';
import { TextField } from '../../ui/Field';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { emailBlock, SAVED } from './settings-rules';
import { SaveButton } from './SaveButton';

export function EmailForm() {
  const api = useApi();
  const profile = useShared('profile');
  const [done, setDone] = useState(false);
  const form = useBankForm({ defaultValues: { email: '' } });
  const reason = emailBlock(form.watch('email'));
  const onSubmit = useFormSubmit(form, async ({ email }) => {
    setDone(false);
    const result = emailBlock(email) ?? (await updateEmail(api, { email: email.trim() }));
    if (typeof result === 'string') return result;
    if (!result.ok) return result.message;
    setDone(true);
    form.reset();
    void profile.refresh();
  });
  return (
    <section className="card">
      <h2 className="card-title">Email address</h2>
      <Loaded state={profile.state} retry={() => void profile.refresh()} what="your current email address">
        {({ data }) => (
          <p>
            You sign in with <strong>{data.email}</strong>.
          </p>
        )}
      </Loaded>
      {done ? <Notice tone="success">{SAVED}</Notice> : null}
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        <TextField label="New email address" type="email" autoComplete="email" spellCheck={false} {...form.register('email')} />
        <SaveButton reason={reason} busy={form.formState.isSubmitting}>
          Save email
        </SaveButton>
      </form>
    </section>
  );
}
