import type en from '../en/verification';
import type { Translation } from '../types';

export default {
  'verification.title': 'Justificante de domicilio',
  'verification.lead': 'Envíenos una foto de su permiso de conducir para confirmar su domicilio.',
  'verification.what': 'sus datos',
  'verification.address': 'Domicilio',
  'verification.type': 'Tipo de documento',
  'verification.license': 'Permiso de conducir',
  'verification.submit': 'Enviar documento',
  'verification.sent': 'Su documento se ha enviado para su revisión.',
  'verification.noAddress': 'Añada primero su domicilio en su {link}: el documento debe coincidir con él.',
  'verification.profile': 'perfil',
} satisfies Partial<Translation<typeof en>>;
