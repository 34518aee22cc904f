import type en from '../en/settings';
import type { Translation } from '../types';

export default {
  'settings.saved': 'Opération réussie',
  'settings.mismatch': 'Les mots de passe ne correspondent pas',
  'settings.email.title': 'Adresse e-mail',
  'settings.email.what': 'votre adresse e-mail actuelle',
  'settings.email.current': 'Vous vous connectez avec {email}.',
  'settings.email.label': 'Nouvelle adresse e-mail',
  'settings.email.save': "Enregistrer l'adresse",
  'settings.email.empty': 'Veuillez saisir votre nouvelle adresse e-mail',
  'settings.email.invalid': 'Veuillez saisir une adresse e-mail au format nom@exemple.com',
  'settings.password.title': 'Mot de passe',
  'settings.password.current': 'Mot de passe actuel',
  'settings.password.new': 'Nouveau mot de passe',
  'settings.password.confirm': 'Confirmez le nouveau mot de passe',
  'settings.password.again': 'Veuillez saisir à nouveau le nouveau mot de passe pour le confirmer',
  'settings.password.missing': 'Veuillez remplir les trois champs',
  'settings.password.save': 'Enregistrer le mot de passe',
  'settings.pin.title': 'Code PIN de transaction',
  'settings.pin.current': 'Code PIN actuel',
  'settings.pin.new': 'Nouveau code PIN',
  'settings.pin.confirm': 'Confirmez le nouveau code PIN',
  'settings.pin.again': 'Veuillez saisir à nouveau le nouveau code PIN pour le confirmer',
  'settings.pin.currentInvalid': 'Veuillez saisir votre code PIN actuel à {digits} chiffres',
  'settings.pin.newInvalid': 'Veuillez saisir un nouveau code PIN à {digits} chiffres',
  'settings.pin.save': 'Enregistrer le code PIN',
} satisfies Partial<Translation<typeof en>>;
