import type en from '../en/settings';
import type { Translation } from '../types';

export default {
  'settings.saved': 'Vorgang erfolgreich',
  'settings.mismatch': 'Die Passwörter stimmen nicht überein',
  'settings.email.title': 'E-Mail-Adresse',
  'settings.email.what': 'Ihre aktuelle E-Mail-Adresse',
  'settings.email.current': 'Sie melden sich mit {email} an.',
  'settings.email.label': 'Neue E-Mail-Adresse',
  'settings.email.save': 'E-Mail speichern',
  'settings.email.empty': 'Bitte geben Sie Ihre neue E-Mail-Adresse ein',
  'settings.email.invalid': 'Bitte geben Sie eine E-Mail-Adresse wie name@beispiel.de ein',
  'settings.password.title': 'Passwort',
  'settings.password.current': 'Aktuelles Passwort',
  'settings.password.new': 'Neues Passwort',
  'settings.password.confirm': 'Neues Passwort bestätigen',
  'settings.password.again': 'Bitte geben Sie das neue Passwort zur Bestätigung erneut ein',
  'settings.password.missing': 'Bitte füllen Sie alle drei Felder aus',
  'settings.password.save': 'Passwort speichern',
  'settings.pin.title': 'Transaktions-PIN',
  'settings.pin.current': 'Aktuelle PIN',
  'settings.pin.new': 'Neue PIN',
  'settings.pin.confirm': 'Neue PIN bestätigen',
  'settings.pin.again': 'Bitte geben Sie die neue PIN zur Bestätigung erneut ein',
  'settings.pin.currentInvalid': 'Bitte geben Sie Ihre aktuelle {digits}-stellige PIN ein',
  'settings.pin.newInvalid': 'Bitte geben Sie eine neue {digits}-stellige PIN ein',
  'settings.pin.save': 'PIN speichern',
} satisfies Partial<Translation<typeof en>>;
