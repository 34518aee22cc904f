import { useI18n } from '../../lib/useI18n';
import { PageHeading } from '../../ui/PageHeading';
import { EmailForm } from './EmailForm';
import { SecretForm } from './SecretForm';

/** Settings (docs/spec-notes.md §2): the sign-in email, the password and the transaction PIN, each saved on its own. */
export function SettingsScreen() {
  const { t } = useI18n();
  return (
    <section className="page">
      <PageHeading>{t('common.nav.settings')}</PageHeading>
      <EmailForm />
      <SecretForm />
      <SecretForm pin />
    </section>
  );
}
