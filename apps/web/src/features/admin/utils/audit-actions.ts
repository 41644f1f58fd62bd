/** The audit trail's actions in words, in the order the filter lists them. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed sign-in',
  'auth.logout': 'Signed out',
  'auth.session_revoked': 'Device signed out',
  'auth.refresh_reuse': 'Reused session token',
  'auth.password_reset': 'Password reset',
  'auth.totp_enabled': 'Two-step sign-in on',
  'auth.totp_disabled': 'Two-step sign-in off',
  'user.created': 'Account created',
  'user.updated': 'Details changed',
  'user.blocked': 'Blocked',
  'user.unblocked': 'Unblocked',
  'user.soft_deleted': 'Account deleted',
  'patient.record_viewed': 'Patient record opened',
  'mask.started': 'Started viewing as patient',
  'mask.request': 'Acted as patient',
  'mask.ended': 'Stopped viewing as patient',
  'mask.denied': 'View as patient refused',
};

/** An action in words; one the list does not know yet is shown as recorded. */
export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;
