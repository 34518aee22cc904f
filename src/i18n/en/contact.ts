/** The English messages of the contact page (the source every other language translates). */
export default {
  'contact.title': 'Contact Page',
  'contact.lead': 'Our support team is here to help with your account.',
  'contact.what': 'our contact details',
  'contact.empty': 'No contact details yet',
  'contact.whatsapp': 'Whatsapp',
  'contact.whatsappLink': 'Chat with us on WhatsApp',
  'contact.email': 'Email',
  'contact.phone': 'Phone',
} as const;
