import { useEffect } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import { updateProfile, type ProfileUpdate } from '../../api/dashboard';
import type { Customer } from '../../api/schemas';
import { countries } from '../../lib/countries';
import { useApi } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { requiredText } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { SelectField, TextField } from '../../ui/Field';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { formValues, GENDERS, labelled, MARITAL_STATUSES, withCurrent } from './profile-values';

type Options = Parameters<typeof withCurrent>[0];

/** Edit the profile (`updateprofile`); a refusal keeps what was typed and says why at the top. */
export function ProfileForm({ user, onSaved, onCancel }: { user: Customer; onSaved: () => void; onCancel: () => void }) {
  const api = useApi();
  const { t, locale } = useI18n();
  const form = useBankForm<ProfileUpdate>({ defaultValues: formValues(user) });
  const { register, field, formState } = form;
  useEffect(() => form.setFocus('fullname'), [form]);
  const onSubmit = useFormSubmit(form, async (values) => {
    const result = await updateProfile(api, values);
    if (!result.ok) return result.message;
    onSaved();
  });
  const select = (label: string, name: keyof ProfileUpdate, list: Options, autoComplete?: string) => (
    <SelectField
      label={label}
      options={withCurrent(list, user[name as keyof Customer] as string)}
      placeholder={t('profile.notGiven')}
      autoComplete={autoComplete}
      {...register(name)}
    />
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary form={form} />
      <div className="form-grid form-grid--2">
        <TextField label={t('profile.fullname')} autoComplete="name" {...field('fullname', requiredText('profile.fullname.required'))} />
        <TextField label={t('profile.phoneNumber')} type="tel" autoComplete="tel" {...register('phone')} />
        {select(t('profile.gender'), 'gender', labelled(t, GENDERS))}
        <TextField label={t('profile.dob')} type="date" autoComplete="bday" max={new Date().toISOString().slice(0, 10)} {...register('dob')} />
        {select(t('profile.country'), 'country', countries(locale), 'country-name')}
        {select(t('profile.marital'), 'marital_status', labelled(t, MARITAL_STATUSES))}
        <TextField label={t('profile.address')} autoComplete="street-address" dir="auto" {...register('home_address')} />
        <TextField label={t('profile.nextOfKin')} hint={t('profile.nextOfKin.hint')} {...register('next_of_kin')} />
      </div>
      <div className="row">
        <Button type="submit" busy={formState.isSubmitting}>
          {t('profile.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
