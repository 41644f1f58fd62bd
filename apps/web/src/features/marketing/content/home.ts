import type { THomePageDetails } from '@curo/core/content';

/**
 * The home page's hero as it reads until `/services/homePageDetails` answers (and if it cannot):
 * admins edit the live text; this is the copy the site launched with.
 */
export const PLACEHOLDER_HOME_DETAILS: THomePageDetails = {
  heroTitle: 'See an Australian doctor online, today',
  heroLead:
    'Video and phone consults with Australian-registered GPs and specialists, wherever you are. You see the price before you book, and you only ever pay for time with a doctor.',
  highlights: [
    'Australian-registered doctors',
    'Instant consults 8 am – 10 pm AEST/AEDT',
    'Prices up front, GST-free',
    'Health records held in Australia',
  ],
  announcement: null,
};
