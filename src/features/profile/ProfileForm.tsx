import { useEffect } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import { updateProfile, type ProfileUpdate } from '../../api/dashboard';
import type { User } from '../../api/schemas';
import { countries } from '../../lib/countries';
import { useApi } from '../../lib/services';
import { requiredText } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { SelectField, TextField } from '../../ui/Field';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { formValues, GENDERS, MARITAL_STATUSES, withCurrent } from './profile-values';

/** Edit the profile (`updateprofile`); a refusal keeps what was typed and says why at the top. */
export function ProfileForm({ user, onSaved, onCancel }: { user: User; onSaved: () => void; onCancel: () => void }) {
  const api = useApi();
  const form = useBankForm<ProfileUpdate>({ defaultValues: formValues(user) });
  const { register, formState } = form;
  const { errors } = formState;
  useEffect(() => form.setFocus('fullname'), [form]);
  const onSubmit = useFormSubmit(form, async (values) => {
    const result = await updateProfile(api, values);
    if (!result.ok) return result.message;
    onSaved();
  });
  const select = (label: string, name: keyof ProfileUpdate, list: readonly string[], autoComplete?: string) => (
    <SelectField label={label} options={withCurrent(list, user[name as keyof User] as string)} placeholder="Not given" autoComplete={autoComplete} {...register(name)} />
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary form={form} />
      <div className="form-grid form-grid--2">
        <TextField label="Full name" autoComplete="name" error={errors.fullname?.message} {...register('fullname', requiredText('your full name'))} />
        <TextField label="Phone number" type="tel" autoComplete="tel" {...register('phone')} />
        {select('Gender', 'gender', GENDERS)}
        <TextField label="Date of birth" type="date" autoComplete="bday" max={new Date().toISOString().slice(0, 10)} {...register('dob')} />
        {select('Country', 'country', countries(), 'country-name')}
        {select('Marital status', 'marital_status', MARITAL_STATUSES)}
        <TextField label="Home address" autoComplete="street-address" {...register('home_address')} />
        <TextField label="Next of kin" hint="Full name of the person we may contact on your behalf" {...register('next_of_kin')} />
      </div>
      <div className="row">
        <Button type="submit" busy={formState.isSubmitting}>
          Save changes
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
