import type en from '../en/home';
import type { Translation } from '../types';

export default {
  'home.greeting.morning': 'Bonjour',
  'home.greeting.afternoon': 'Bon après-midi',
  'home.greeting.night': 'Bonsoir',
  'home.what': 'votre compte',
  'home.balance': 'Solde disponible',
  'home.hideBalance': 'Masquer le solde',
  'home.accountNo': 'Numéro de compte',
  'home.plan': 'Formule',
  'home.totalCredit': 'Total des crédits',
  'home.totalDebit': 'Total des débits',
  'home.quick': 'Actions rapides',
  'home.quick.send': 'Envoyer',
  'home.quick.receive': 'Recevoir',
  'home.quick.topup': 'Alimenter',
  'home.quick.loan': 'Prêt',
  'home.notice.dismiss': 'Fermer',
  'home.notice.dismissNamed': 'Fermer « {title} »',
  'home.recent.title': 'Dernières opérations',
  'home.recent.all': 'Tout afficher',
  'home.recent.what': 'vos opérations',
  'home.recent.empty': 'Aucune opération pour le moment',
} satisfies Partial<Translation<typeof en>>;
