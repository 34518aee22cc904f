import { PageHeading } from '../../ui/PageHeading';
import { EmailForm } from './EmailForm';
import { SecretForm } from './SecretForm';

/** Settings (spec §2): the sign-in email, the password and the transaction PIN, each saved on its own. */
export function SettingsScreen() {
  return (
    <section className="page settings">
      <PageHeading>Settings</PageHeading>
      <EmailForm />
      <SecretForm />
      <SecretForm pin />
    </section>
  );
}
