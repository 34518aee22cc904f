import type en from '../en/pin';
import type { Translation } from '../types';

export default {
  'pin.create.title': 'Créez votre code PIN de transaction',
  'pin.create.step': 'Étape 1 sur 2\u00a0: vous confirmerez vos virements avec ces 4 chiffres.',
  'pin.create.label': 'Nouveau code PIN',
  'pin.create.required': 'Veuillez saisir votre nouveau code PIN',
  'pin.confirm.title': 'Confirmez votre code PIN de transaction',
  'pin.confirm.step': 'Étape 2 sur 2. Saisissez à nouveau les 4 mêmes chiffres.',
  'pin.confirm.label': 'Nouveau code PIN (confirmation)',
  'pin.confirm.required': 'Veuillez saisir à nouveau votre nouveau code PIN',
  'pin.submit': 'Confirmer',
  'pin.restart': 'Recommencer avec un autre code PIN',
  'pin.firstFirst': "Choisissez d'abord votre nouveau code PIN, puis confirmez-le.",
  'pin.mismatch': 'Les codes PIN saisis ne correspondent pas. Veuillez saisir à nouveau votre code PIN.',
  'pin.done': 'Code PIN créé',
  'pin.created': 'Votre code PIN de transaction a bien été créé',
  'pin.to': 'le tableau de bord',
} satisfies Partial<Translation<typeof en>>;
