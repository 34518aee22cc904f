import type en from '../en/home';
import type { Translation } from '../types';

export default {
  'home.greeting.morning': 'Buenos días',
  'home.greeting.afternoon': 'Buenas tardes',
  'home.greeting.night': 'Buenas noches',
  'home.what': 'su cuenta',
  'home.balance': 'Saldo disponible',
  'home.hideBalance': 'Ocultar saldo',
  'home.accountNo': 'Número de cuenta',
  'home.plan': 'Plan',
  'home.totalCredit': 'Total de abonos',
  'home.totalDebit': 'Total de cargos',
  'home.quick': 'Acciones rápidas',
  'home.quick.send': 'Enviar',
  'home.quick.receive': 'Recibir',
  'home.quick.topup': 'Recargar',
  'home.quick.loan': 'Préstamo',
  'home.notice.dismiss': 'Cerrar',
  'home.notice.dismissNamed': 'Cerrar «{title}»',
  'home.recent.title': 'Movimientos recientes',
  'home.recent.all': 'Ver todos',
  'home.recent.what': 'sus movimientos',
  'home.recent.empty': 'Aún no hay movimientos',
} satisfies Partial<Translation<typeof en>>;
