/** Constants of the product contract (spec §9). Tests import these instead of repeating numbers. */

export const API_PREFIX = '/api/v1';

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_LABEL_MAX_LENGTH = 63;

export const DEFAULT_CONTACT_SUBJECT = 'General Inquiry';
export const CONTACT_SUBJECTS = [DEFAULT_CONTACT_SUBJECT] as const;

/** A lazily loaded chunk that has not arrived after this long raises a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const CONTACT_DIALOG_WIDTH_PX = 380;
export const CONTACT_DIALOG_WIDE_WIDTH_PX = 800;
export const MOBILE_BREAKPOINT_PX = 768;
export const CONTACT_MESSAGE_HEIGHT_PX = 200;
export const CONTACT_MESSAGE_HEIGHT_MOBILE_PX = 120;

export const TOAST_DURATION_MS = 5000;
export const TOAST_EXTENDED_AFTER_HOVER_MS = 1000;
export const TOAST_SHOW_FADE_MS = 300;
export const TOAST_HIDE_FADE_MS = 1000;

/** Request body limit of the contact endpoint: larger bodies answer 413. */
export const CONTACT_BODY_LIMIT_BYTES = 64 * 1024;
/** Default number of contact enquiries one client IP may send per window. */
export const CONTACT_RATE_LIMIT_DEFAULT = 5;
export const CONTACT_RATE_LIMIT_WINDOW_MS = 10 * 60 * 1000;
/**
 * Acknowledgements one email address receives for contact and business enquiries in 24 hours
 * (decision 0050): beyond this the enquiry is still stored and passed on, but not acknowledged,
 * so the forms cannot be used to flood someone else's inbox.
 */
export const ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY = 2;

/** Lengths the spec leaves open; see docs/decisions/0002-contact-form-limits.md. */
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_PHONE_MAX_LENGTH = 30;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
