/** The English messages of verification (the source every other language translates). */
export default {
  'verification.title': 'Submit verification',
  'verification.lead': "Send us a photo of your driver's license to confirm your address.",
  'verification.what': 'your details',
  'verification.address': 'Home address',
  'verification.type': 'Document type',
  'verification.license': "Driver's License",
  'verification.submit': 'Submit verification',
  'verification.sent': 'Your document has been submitted for review.',
  'verification.noAddress': 'Add your home address to your {link} first: the document must match it.',
  'verification.profile': 'profile',
} as const;
