import type en from '../en/pin';
import type { Translation } from '../types';

export default {
  'pin.create.title': 'Cree su PIN de transacciones',
  'pin.create.step': 'Paso 1 de 2: confirmará sus transferencias con estos 4 dígitos.',
  'pin.create.label': 'Nuevo PIN',
  'pin.create.required': 'Introduzca su nuevo PIN',
  'pin.confirm.title': 'Confirme su PIN de transacciones',
  'pin.confirm.step': 'Paso 2 de 2. Introduzca de nuevo los mismos 4 dígitos.',
  'pin.confirm.label': 'Repita el nuevo PIN',
  'pin.confirm.required': 'Introduzca de nuevo su nuevo PIN',
  'pin.submit': 'Confirmar',
  'pin.restart': 'Empezar de nuevo con otro PIN',
  'pin.firstFirst': 'Elija primero su nuevo PIN y después confírmelo.',
  'pin.mismatch': 'El PIN introducido no coincide. Vuelva a introducir el PIN.',
  'pin.done': 'PIN creado',
  'pin.created': 'Su PIN de transacciones se ha creado correctamente',
  'pin.to': 'la página principal',
} satisfies Partial<Translation<typeof en>>;
