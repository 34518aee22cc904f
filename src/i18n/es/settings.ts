import type en from '../en/settings';
import type { Translation } from '../types';

export default {
  'settings.saved': 'Operación realizada con éxito',
  'settings.mismatch': 'Las contraseñas no coinciden',
  'settings.email.title': 'Correo electrónico',
  'settings.email.what': 'su correo electrónico actual',
  'settings.email.current': 'Su correo de acceso es {email}.',
  'settings.email.label': 'Nuevo correo electrónico',
  'settings.email.save': 'Guardar correo',
  'settings.email.empty': 'Introduzca su nuevo correo electrónico',
  'settings.email.invalid': 'Introduzca un correo electrónico como nombre@ejemplo.com',
  'settings.password.title': 'Contraseña',
  'settings.password.current': 'Contraseña actual',
  'settings.password.new': 'Nueva contraseña',
  'settings.password.confirm': 'Confirme la nueva contraseña',
  'settings.password.again': 'Vuelva a escribir la nueva contraseña para confirmarla',
  'settings.password.missing': 'Rellene los tres campos',
  'settings.password.save': 'Guardar contraseña',
  'settings.pin.title': 'PIN de transacciones',
  'settings.pin.current': 'PIN actual',
  'settings.pin.new': 'Nuevo PIN',
  'settings.pin.confirm': 'Confirme el nuevo PIN',
  'settings.pin.again': 'Vuelva a escribir el nuevo PIN para confirmarlo',
  'settings.pin.currentInvalid': 'Introduzca su PIN actual de {digits} dígitos',
  'settings.pin.newInvalid': 'Introduzca un nuevo PIN de {digits} dígitos',
  'settings.pin.save': 'Guardar PIN',
} satisfies Partial<Translation<typeof en>>;
