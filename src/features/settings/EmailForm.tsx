import { useState } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import { updateEmail } from '../../api/dashboard';
import { useApi, useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { OwnOrder } from '../../ui/OwnOrder';
import { TextField } from '../../ui/Field';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { emailBlock } from './settings-rules';
import { SaveButton } from './SaveButton';

export function EmailForm() {
  const api = useApi();
  const { t } = useI18n();
  const profile = useShared('profile');
  const [done, setDone] = useState(false);
  const form = useBankForm({ defaultValues: { email: '' } });
  const reason = emailBlock(form.watch('email'), t);
  const onSubmit = useFormSubmit(form, async ({ email }) => {
    setDone(false);
    const result = emailBlock(email, t) ?? (await updateEmail(api, { email: email.trim() }));
    if (typeof result === 'string') return result;
    if (!result.ok) return result.message;
    setDone(true);
    form.reset();
    void profile.refresh();
  });
  return (
    <section className="card">
      <h2 className="card-title">{t('settings.email.title')}</h2>
      <Loaded state={profile.state} retry={() => void profile.refresh()} what={t('settings.email.what')}>
        {({ customer }) => {
          // One message with the address in bold where the language puts it ("{email}" is never markup).
          const [before, after = ''] = t('settings.email.current').split('{email}');
          return (
            <p>
              {before}
              <strong>
                <OwnOrder>{customer.email}</OwnOrder>
              </strong>
              {after}
            </p>
          );
        }}
      </Loaded>
      {done ? <Notice tone="success">{t('settings.saved')}</Notice> : null}
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        <TextField label={t('settings.email.label')} type="email" autoComplete="email" spellCheck={false} {...form.register('email')} />
        <SaveButton reason={reason} busy={form.formState.isSubmitting}>
          {t('settings.email.save')}
        </SaveButton>
      </form>
    </section>
  );
}
