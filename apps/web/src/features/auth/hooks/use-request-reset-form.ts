import { useRequestPasswordReset } from '../api/request-password-reset';
import { useEmailLinkForm } from './use-email-link-form';

const requestResetFieldId = (field: 'email') => `reset-request-${field}`;

/** "Forgot password?": an email, then the server's word that a reset link is on its way. */
export const useRequestResetForm = () =>
  useEmailLinkForm(useRequestPasswordReset(), requestResetFieldId, { alertId: 'reset-request-alert' });
