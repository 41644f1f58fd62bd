import { EMAIL_LABEL_MAX_LENGTH, EMAIL_LOCAL_MAX_LENGTH, EMAIL_MAX_LENGTH } from './constants.ts';

// The WHATWG "valid e-mail address" grammar, which browsers use for <input type="email">,
// with the additional requirement of at least one dot in the domain: an address at a bare
// host name cannot receive mail from the public internet.
const LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/**
 * The email format check of spec §5: non-empty, at most 254 characters in total, a standard
 * address pattern, a local part of at most 64 characters and domain labels of at most 63.
 */
export function isValidEmail(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => label.length <= EMAIL_LABEL_MAX_LENGTH && LABEL.test(label));
}

/** Top-level domains reserved by RFC 2606 / RFC 6761 that can never receive mail. */
export const RESERVED_EMAIL_TLDS = ['invalid', 'localhost'] as const;

/** True when the address ends in a reserved top-level domain (`.invalid`, `.localhost`). */
export function hasReservedTld(value: string): boolean {
  const tld = value.slice(value.lastIndexOf('.') + 1).toLowerCase();
  return (RESERVED_EMAIL_TLDS as readonly string[]).includes(tld);
}
