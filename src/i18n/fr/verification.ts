import type en from '../en/verification';
import type { Translation } from '../types';

export default {
  'verification.title': "Justificatif d'adresse",
  'verification.lead': 'Envoyez-nous une photo de votre permis de conduire pour confirmer votre adresse.',
  'verification.what': 'vos informations',
  'verification.address': 'Adresse de domicile',
  'verification.type': 'Type de document',
  'verification.license': 'Permis de conduire',
  'verification.submit': 'Envoyer le document',
  'verification.sent': 'Votre document a bien été envoyé pour vérification.',
  'verification.noAddress': "Ajoutez d'abord votre adresse de domicile dans votre {link}\u00a0: le document doit y correspondre.",
  'verification.profile': 'profil',
} satisfies Partial<Translation<typeof en>>;
