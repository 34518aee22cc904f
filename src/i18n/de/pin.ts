import type en from '../en/pin';
import type { Translation } from '../types';

export default {
  'pin.create.title': 'Transaktions-PIN festlegen',
  'pin.create.step': 'Schritt 1 von 2: Mit diesen 4 Ziffern bestätigen Sie künftig Ihre Überweisungen.',
  'pin.create.label': 'Neue PIN',
  'pin.create.required': 'Bitte geben Sie Ihre neue PIN ein',
  'pin.confirm.title': 'Transaktions-PIN bestätigen',
  'pin.confirm.step': 'Schritt 2 von 2. Geben Sie dieselben 4 Ziffern erneut ein.',
  'pin.confirm.label': 'Neue PIN wiederholen',
  'pin.confirm.required': 'Bitte geben Sie Ihre neue PIN erneut ein',
  'pin.submit': 'Bestätigen',
  'pin.restart': 'Mit einer anderen PIN neu beginnen',
  'pin.firstFirst': 'Bitte legen Sie zuerst Ihre neue PIN fest und bestätigen Sie sie anschließend.',
  'pin.mismatch': 'Die eingegebene PIN stimmt nicht überein. Bitte geben Sie die PIN erneut ein.',
  'pin.done': 'PIN festgelegt',
  'pin.created': 'Ihre Transaktions-PIN wurde erfolgreich festgelegt',
  'pin.to': 'der Übersicht',
} satisfies Partial<Translation<typeof en>>;
