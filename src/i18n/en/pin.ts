/** The English messages of creating the transaction PIN (spec texts kept). */
export default {
  'pin.create.title': 'Create your transaction PIN',
  'pin.create.step': 'Step 1 of 2: you will confirm transfers with these 4 digits.',
  'pin.create.label': 'New PIN',
  'pin.create.required': 'Enter your new pin',
  'pin.confirm.title': 'Confirm your transaction PIN',
  'pin.confirm.step': 'Step 2 of 2. Enter the same 4 digits again.',
  'pin.confirm.label': 'New PIN again',
  'pin.confirm.required': 'Enter your new pin again',
  'pin.submit': 'Confirm',
  'pin.restart': 'Start again with a different PIN',
  'pin.firstFirst': 'Choose your new PIN first, then confirm it.',
  'pin.mismatch': 'We have detected that the PIN you entered does not match. Please Re-enter PIN.',
  'pin.done': 'PIN created',
  'pin.created': 'Your transaction PIN has been successfully created',
  'pin.to': 'the dashboard',
} as const;
