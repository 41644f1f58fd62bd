import { z } from 'zod';
import { messages } from './messages';

/**
 * The error catalogue: every code the API answers, with its one HTTP status and a default
 * message. A code's key is the string sent on the wire (`error.code`); clients compare against
 * `ErrorCode.X`, never a literal. Adding a code here is how the API gets a new one; a code's
 * status never changes once clients know it. Decision: docs/decisions/0025-error-catalogue.md.
 */
export const ERRORS = {
  // Requests the server cannot take as they are.
  VALIDATION_ERROR: { status: 400, message: 'Invalid request' },
  INVALID_EMAIL: { status: 400, message: 'Invalid email' },
  BAD_REQUEST: { status: 400, message: 'The request cannot be handled' },
  PAYLOAD_TOO_LARGE: { status: 413, message: messages.errors.payloadTooLarge },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'That type of content is not accepted here' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  URI_TOO_LONG: { status: 414, message: 'The address is too long' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request headers are too large' },

  // Who is asking.
  UNAUTHORIZED: { status: 401, message: 'Please sign in to continue' },
  FORBIDDEN: { status: 403, message: 'You do not have access to this' },
  ACCOUNT_LOCKED: { status: 403, message: 'This account is locked for now. Please try again later' },
  ACCOUNT_UNAVAILABLE: {
    status: 403,
    message: 'This account cannot sign in. Contact support if you think this is a mistake',
  },
  MASKED_SESSION: { status: 403, message: 'This cannot be done while viewing as a patient' },
  TOTP_REQUIRED: { status: 403, message: 'Turn on two-step sign-in first' },
  NOT_ON_SHIFT: { status: 403, message: 'You are not on shift' },

  // What is asked for.
  NOT_FOUND: { status: 404, message: messages.errors.notFound },
  INVITE_USED: { status: 410, message: 'This invitation has already been used' },
  INVITE_EXPIRED: { status: 410, message: 'This invitation has expired' },
  LINK_EXPIRED: { status: 410, message: 'This link has expired. Ask the person who sent it for a new link.' },
  LINK_USED: {
    status: 410,
    message: 'This link has already been used. Ask the person who sent it for a new link.',
  },

  // The state of the record forbids it now.
  ALREADY_TAKEN: { status: 409, message: 'Another doctor has already accepted this consult' },
  CATEGORY_NOT_EMPTY: { status: 409, message: 'Move or delete its entries first' },
  CHAT_CLOSED: {
    status: 409,
    message: 'This chat has closed: you can still read it, but no longer write in it',
  },
  COMPANY_HAS_MEMBERS: { status: 409, message: 'People still belong to this company; move them first' },
  DOCTOR_BUSY: { status: 409, message: 'The doctor is in another consult' },
  EMAIL_CONFIRMED: { status: 409, message: 'This email is already confirmed' },
  EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists' },
  HOLD_EXPIRED: { status: 409, message: 'The hold on this time has run out. Choose a time again' },
  INSTANT_ALREADY_OPEN: { status: 409, message: 'You are already waiting for an instant consult' },
  INVALID_STATE: { status: 409, message: 'This consult cannot be changed that way now' },
  KIND_NOT_OFFERED: { status: 409, message: 'This doctor does not offer that kind of consult' },
  NANO_TAKEN: { status: 409, message: 'That short link is already taken' },
  DISCOUNT_CODE_TAKEN: { status: 409, message: 'Another discount code already uses that code' },
  DISCOUNT_CODE_UNAVAILABLE: { status: 409, message: 'That discount code cannot be used' },
  MBS_ITEM_TAKEN: { status: 409, message: 'Another MBS item already uses that item number' },
  MEDICARE_ACCOUNT_UNAVAILABLE: {
    status: 409,
    message: 'A Medicare account cannot be sent for this consult',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    message: 'The same request is still being handled. Wait a moment and try again',
  },
  EXPORT_TOO_LARGE: {
    status: 422,
    message: 'More rows match than one file can hold. Narrow the dates or filters and export again',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was used for a different request. Use a new key for a new request',
  },
  CARD_DECLINED: { status: 402, message: 'Your card was declined. Try another card.' },
  PAYMENT_REQUIRED: { status: 402, message: 'Choose a card to pay for this consult' },
  BULK_BILLING_UNAVAILABLE: { status: 409, message: 'This consult cannot be bulk billed' },
  REFUND_NOT_POSSIBLE: { status: 409, message: 'This payment cannot be refunded' },
  NO_DOCTOR: { status: 409, message: 'This consult has no doctor yet' },
  NOTE_LOCKED: {
    status: 409,
    message: 'This note is signed and can no longer be edited. Add an addendum instead',
  },
  NOTE_NOT_SIGNED: {
    status: 409,
    message: 'Addenda are added once the note is signed. Until then, edit the note itself',
  },
  NOTE_VERSION_CONFLICT: {
    status: 409,
    message: 'This note was saved from somewhere else since you opened it. Reload it before saving again',
  },
  CALLING_NOT_CONFIGURED: {
    status: 409,
    message: 'Calling is not configured. Call the patient by hand and mark how the call went',
  },
  NO_TIME: { status: 409, message: 'This consult has no time yet' },
  NOT_IN_CALL: { status: 409, message: 'Join the consult’s video call first' },
  OFFER_DECLINED: { status: 409, message: 'You have already declined this consult' },
  OFFER_NOT_OPEN: { status: 409, message: 'This offer is no longer open' },
  QUEUE_EMPTY: { status: 409, message: 'No patients are waiting' },
  RECORDING_ANSWERED: { status: 409, message: 'This request to record has already been answered' },
  RECORDING_CHUNK_GAP: { status: 409, message: 'A chunk is missing: send the chunks in order' },
  RECORDING_IN_PROGRESS: { status: 409, message: 'This consult’s call is already being recorded' },
  RECORDING_NOT_AGREED: {
    status: 409,
    message: 'The patient has not agreed to a recording: ask them first',
  },
  RECORDING_STOPPED: { status: 409, message: 'This recording has stopped: start a new one to record more' },
  REFERRAL_ANSWERED: { status: 409, message: 'This referral has already been answered' },
  REFERRAL_EXPIRED: { status: 409, message: 'This referral has expired: ask your doctor for a new one' },
  REFERRAL_NOT_BOOKABLE: { status: 409, message: 'This referral cannot be used to book this consult' },
  REFERRAL_NOT_SENDABLE: {
    status: 409,
    message: 'The letter can be sent once the patient has accepted the referral, while it is valid',
  },
  ROOM_CLOSED: { status: 409, message: 'This consult is over: its video call is closed' },
  ROOM_FULL: {
    status: 409,
    message: 'This consult’s video call is full: at most 4 people can be in it at once',
  },
  ROOM_NOT_OPEN: { status: 409, message: 'This consult’s video call is not open yet' },
  SAME_SPECIALIST: { status: 409, message: 'This consult is already with that specialist' },
  SHIFT_OVERLAP: { status: 409, message: 'This shift overlaps another shift of the same doctor' },
  SLOT_TAKEN: { status: 409, message: 'That time has just been booked. Choose another' },
  SLOT_UNAVAILABLE: { status: 409, message: 'That time is not available. Choose another' },
  SLUG_TAKEN: { status: 409, message: 'Another entry already uses that slug' },
  SPECIALTY_EXISTS: { status: 409, message: 'A specialty with that name already exists' },
  TOTP_ENABLED: { status: 409, message: 'Two-step sign-in is already on' },
  WAITLIST_OFFER_CLOSED: {
    status: 409,
    message:
      'Someone else on the waitlist took this time, or the offer ended. We will offer you the next one',
  },
  WRONG_KIND: { status: 409, message: 'This kind of consult does not take that' },

  // Slow down, or the server cannot answer.
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  INTERNAL_ERROR: { status: 500, message: messages.errors.generic },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is unavailable. Please try again shortly' },
  REFERRAL_SENDING_UNAVAILABLE: {
    status: 503,
    message:
      'Sending by fax is not set up here: no fax provider is configured. Send the letter by email instead',
  },
} as const satisfies Record<string, { status: number; message: string }>;

/** A code the API answers: the key of the catalogue, sent as it is. */
export type TErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as TErrorCode[];

/** The HTTP status of a code. */
export const statusOf = (code: TErrorCode) => ERRORS[code].status;

/** Whether a string from the wire is a catalogued code. */
export const isErrorCode = (code: unknown): code is TErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERRORS, code);

const byName = Object.fromEntries(ERROR_CODES.map((code) => [code, code])) as { [K in TErrorCode]: K };

/** `ErrorCode.SLOT_TAKEN === 'SLOT_TAKEN'`: what code compares with and throws. */
export const ErrorCode = byName;

/** The one error body every endpoint answers with. */
export const ZErrorEnvelope = z.object({
  error: z.object({
    statusCode: z.number().int(),
    code: z.string(),
    message: z.string(),
  }),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
