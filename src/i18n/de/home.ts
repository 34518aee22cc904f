import type en from '../en/home';
import type { Translation } from '../types';

export default {
  'home.greeting.morning': 'Guten Morgen',
  'home.greeting.afternoon': 'Guten Tag',
  'home.greeting.night': 'Guten Abend',
  'home.what': 'Ihr Konto',
  'home.balance': 'Verfügbarer Saldo',
  'home.hideBalance': 'Saldo ausblenden',
  'home.accountNo': 'Kontonummer',
  'home.plan': 'Tarif',
  'home.totalCredit': 'Summe der Gutschriften',
  'home.totalDebit': 'Summe der Belastungen',
  'home.quick': 'Schnellaktionen',
  'home.quick.send': 'Senden',
  'home.quick.receive': 'Empfangen',
  'home.quick.topup': 'Aufladen',
  'home.quick.loan': 'Kredit',
  'home.notice.dismiss': 'Schließen',
  'home.notice.dismissNamed': '„{title}“ schließen',
  'home.recent.title': 'Letzte Umsätze',
  'home.recent.all': 'Alle anzeigen',
  'home.recent.what': 'Ihre Umsätze',
  'home.recent.empty': 'Noch keine Umsätze',
} satisfies Partial<Translation<typeof en>>;
