import type en from '../en/verification';
import type { Translation } from '../types';

export default {
  'verification.title': 'Adressnachweis',
  'verification.lead': 'Senden Sie uns ein Foto Ihres Führerscheins, um Ihre Adresse zu bestätigen.',
  'verification.what': 'Ihre Daten',
  'verification.address': 'Wohnanschrift',
  'verification.type': 'Dokumentart',
  'verification.license': 'Führerschein',
  'verification.submit': 'Dokument einreichen',
  'verification.sent': 'Ihr Dokument wurde zur Prüfung eingereicht.',
  'verification.noAddress': 'Hinterlegen Sie zuerst Ihre Wohnanschrift in Ihrem {link}: Das Dokument muss mit ihr übereinstimmen.',
  'verification.profile': 'Profil',
} satisfies Partial<Translation<typeof en>>;
