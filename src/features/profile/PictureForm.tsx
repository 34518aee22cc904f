import { useState } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import { updatePicture } from '../../api/dashboard';
import { useApi } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { FileUpload } from '../../ui/FileUpload';
import { Notice } from '../../ui/Notice';
import { useFormSubmit } from '../../ui/useFormSubmit';

/** Change the picture (`updatepic`, field `profilePic`), checked and previewed before it is sent. */
export function PictureForm({ onSaved }: { onSaved: () => void }) {
  const api = useApi();
  const { t } = useI18n();
  const [done, setDone] = useState(false);
  const form = useBankForm<{ profilePic: File | null }>({ defaultValues: { profilePic: null } });
  const onSubmit = useFormSubmit(form, async ({ profilePic }) => {
    setDone(false);
    const result = await updatePicture(api, { profilePic: profilePic! });
    if (!result.ok) return result;
    setDone(true);
    form.reset();
    onSaved();
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      {done ? <Notice tone="success">{t('profile.saved')}</Notice> : null}
      <ErrorSummary form={form} />
      <FileUpload form={form} name="profilePic" label={t('profile.picture.label')} />
      <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
        {t('profile.picture.upload')}
      </Button>
    </form>
  );
}
