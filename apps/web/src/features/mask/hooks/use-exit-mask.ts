import { paths } from '@curo/core/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiClient, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { takeMaskReturn } from '../../../lib/mask-session';
import { logoutUser } from '../../auth';

/** Where an admin lands after viewing as a patient: that patient's page. */
export const patientPagePath = (patientId: string) =>
  `${paths.adminPatientProfile}?id=${encodeURIComponent(patientId)}`;

/**
 * Ends a masked session and puts the admin back. The server is told first, so the patient's
 * session stops working whatever happens next; then the admin's own tokens come back from this
 * tab's storage, every cached answer (the patient's) is dropped, and the admin returns to the
 * patient's page. Without saved tokens (another tab, or the tab was restored) the admin is simply
 * signed out and sent to sign in.
 */
export function useExitMask({ patientId }: { patientId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [exiting, setExiting] = useState(false);

  const exit = useCallback(async () => {
    setExiting(true);
    const refreshToken = localStorage.getItem(REFRESH_TOKEN_KEY);
    try {
      if (refreshToken) await logoutUser({ refreshToken });
    } catch {
      // The masked session ends on this device below regardless; it also expires on its own.
    }
    await queryClient.cancelQueries();
    const admin = takeMaskReturn();
    if (admin) apiClient.setTokens(admin);
    else apiClient.clearTokens();
    queryClient.removeQueries();
    setExiting(false);
    navigate(admin ? patientPagePath(patientId) : paths.login, { replace: true });
  }, [queryClient, navigate, patientId]);

  return { exit, exiting };
}
