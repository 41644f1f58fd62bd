import type { THomePageDetails } from '@curo/core/content';
import { useHomePageDetailsQuery } from '../api/get-home-page-details';
import { PLACEHOLDER_HOME_DETAILS } from '../content/home';

/**
 * The home page's editable text, with the launch copy standing in until the API answers, when it
 * cannot be reached, and when an admin has never saved any (the API then answers without
 * `updatedAt`).
 */
export function useHomePageDetails(): THomePageDetails & { isPlaceholder: boolean } {
  const { data } = useHomePageDetailsQuery();
  if (!data?.updatedAt) return { ...PLACEHOLDER_HOME_DETAILS, isPlaceholder: true };
  return { ...data, isPlaceholder: false };
}
