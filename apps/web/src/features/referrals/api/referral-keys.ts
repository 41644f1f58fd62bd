/** Query keys of the referrals feature: every list and referral lives under `all`. */
export const referralKeys = {
  all: ['referrals'] as const,
  list: (page: number, appointmentId?: string) => ['referrals', 'list', page, appointmentId ?? null] as const,
  specialists: (specialty: string) => ['referrals', 'specialists', specialty.toLowerCase()] as const,
};
