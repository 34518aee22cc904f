import { useState } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import { changePin, updatePassword, type SecretChange } from '../../api/dashboard';
import type { MessageId } from '../../lib/i18n';
import { useApi } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { PASSWORD_HINT } from '../../lib/validation';
import { PasswordField } from '../../ui/Field';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Notice } from '../../ui/Notice';
import { PinField } from '../../ui/PinField';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { passwordBlock, pinBlock, pinReason } from './settings-rules';
import { SaveButton } from './SaveButton';

const FIELDS = ['c_pwd', 'n_pwd', 'con_pwd'] as const;

/** Each form's words: its title, the three fields' labels and Save. */
const TEXTS = {
  password: {
    title: 'settings.password.title',
    save: 'settings.password.save',
    c_pwd: 'settings.password.current',
    n_pwd: 'settings.password.new',
    con_pwd: 'settings.password.confirm',
  },
  pin: { title: 'settings.pin.title', save: 'settings.pin.save', c_pwd: 'settings.pin.current', n_pwd: 'settings.pin.new', con_pwd: 'settings.pin.confirm' },
} satisfies Record<string, Record<'title' | 'save' | (typeof FIELDS)[number], MessageId>>;

/** The password and the transaction PIN change the same way: current, new, new again (docs/spec-notes.md §7). */
export function SecretForm({ pin = false }: { pin?: boolean }) {
  const api = useApi();
  const { t } = useI18n();
  const texts = TEXTS[pin ? 'pin' : 'password'];
  const block = pin ? pinBlock : passwordBlock;
  const [done, setDone] = useState(false);
  const form = useBankForm<SecretChange>({ defaultValues: { c_pwd: '', n_pwd: '', con_pwd: '' } });
  const reason = block(form.watch(), t);
  // A PIN reason is about one field: it stands with that field, not above Save.
  const at = pin ? pinReason(form.watch(), t)?.field : undefined;
  const onSubmit = useFormSubmit(form, async (values) => {
    setDone(false);
    const result = block(values, t) ?? (await (pin ? changePin : updatePassword)(api, values));
    if (typeof result === 'string') return result;
    if (!result.ok) return result.message;
    setDone(true);
    form.reset();
  });
  return (
    <section className="card">
      <h2 className="card-title">{t(texts.title)}</h2>
      {done ? <Notice tone="success">{t('settings.saved')}</Notice> : null}
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        {FIELDS.map((name) =>
          pin ? (
            <PinField key={name} form={form} name={name} label={t(texts[name])} hint={at === name ? (reason ?? undefined) : undefined} />
          ) : (
            <PasswordField
              key={name}
              label={t(texts[name])}
              hint={name === 'n_pwd' ? PASSWORD_HINT : undefined}
              autoComplete={name === 'c_pwd' ? 'current-password' : 'new-password'}
              {...form.register(name)}
            />
          ),
        )}
        <SaveButton reason={reason} shownAtField={!!at} busy={form.formState.isSubmitting}>
          {t(texts.save)}
        </SaveButton>
      </form>
    </section>
  );
}
