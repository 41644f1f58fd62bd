import { useSendMagicLink } from '../api/send-magic-link';
import { useEmailLinkForm } from './use-email-link-form';

const magicLinkFieldId = (field: 'email') => `magic-link-${field}`;

/** "Email me a link": an email, then the server's word that a link is on its way. */
export const useMagicLinkForm = () =>
  useEmailLinkForm(useSendMagicLink(), magicLinkFieldId, { alertId: 'magic-link-alert' });
