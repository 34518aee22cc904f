import { useState } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import { changePin, updatePassword, type SecretChange } from '../../api/dashboard';
import { useApi } from '../../lib/services';
import { PASSWORD_HINT } from '../../lib/validation';
import { PasswordField } from '../../ui/Field';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Notice } from '../../ui/Notice';
import { PinField } from '../../ui/PinField';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { passwordBlock, pinBlock, SAVED } from './settings-rules';
import { SaveButton } from './SaveButton';

const LABELS = [
  ['c_pwd', 'Current'],
  ['n_pwd', 'New'],
  ['con_pwd', 'Confirm new'],
] as const;

/** The password and the transaction PIN change the same way: current, new, new again (spec §7). */
export function SecretForm({ pin = false }: { pin?: boolean }) {
  const api = useApi();
  const what = pin ? 'PIN' : 'password';
  const block = pin ? pinBlock : passwordBlock;
  const [done, setDone] = useState(false);
  const form = useBankForm<SecretChange>({ defaultValues: { c_pwd: '', n_pwd: '', con_pwd: '' } });
  const reason = block(form.watch());
  const onSubmit = useFormSubmit(form, async (values) => {
    setDone(false);
    const result = block(values) ?? (await (pin ? changePin : updatePassword)(api, values));
    if (typeof result === 'string') return result;
    if (!result.ok) return result.message;
    setDone(true);
    form.reset();
  });
  return (
    <section className="card">
      <h2 className="card-title">{pin ? 'Transaction PIN' : 'Password'}</h2>
      {done ? <Notice tone="success">{SAVED}</Notice> : null}
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        {LABELS.map(([name, label]) =>
          pin ? (
            <PinField key={name} form={form} name={name} label={`${label} PIN`} />
          ) : (
            <PasswordField
              key={name}
              label={`${label} password`}
              hint={name === 'n_pwd' ? PASSWORD_HINT : undefined}
              autoComplete={name === 'c_pwd' ? 'current-password' : 'new-password'}
              {...form.register(name)}
            />
          ),
        )}
        <SaveButton reason={reason} busy={form.formState.isSubmitting}>{`Save ${what}`}</SaveButton>
      </form>
    </section>
  );
}
