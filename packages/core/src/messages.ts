/**
 * The message catalogue: every user-facing string the spec fixes, character for character.
 * Components and tests import from here so that a typo cannot hide in one of them.
 */
export const messages = {
  contact: {
    firstNameRequired: 'Please enter your first name',
    lastNameRequired: 'Please enter your last name',
    emailInvalid: 'Please enter a valid email',
    phoneRequired: 'Please enter your phone number',
    subjectRequired: 'Please select a subject',
    messageRequired: 'Please enter a message',
    fieldsEmpty: 'Fields can not be empty',
    serverInvalidEmail: 'Invalid email',
    unexpected: 'Unexpected error. Please try again later.',
    success: 'Thank you for your enquiry. Our team will contact you shortly.',
    title: 'Contact Information',
    send: 'Send Message',
    sending: 'Sending...',
    nameTooLong: 'Please keep names under 100 characters',
    phoneTooLong: 'Please enter a phone number of at most 30 characters',
    messageTooLong: 'Please keep your message under 5000 characters',
    rateLimited: 'Too many enquiries from this connection. Please try again in a few minutes.',
  },
  session: {
    refreshFailed: 'Failed to refresh access token',
    authenticationFailed: 'Authentication failed',
  },
  errors: {
    unknown: 'unknowError',
    generic: 'Unexpected error occur. Please try again',
    notFound: 'Not found',
    payloadTooLarge: 'The request is too large',
    chunkLoad: 'This page took too long to load.',
  },
} as const;
