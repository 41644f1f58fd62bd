/** What the account pages say when something is saved; tests import the exact words. */
export const accountMessages = {
  profileSaved: 'Your profile has been saved.',
  notificationsSaved: 'Your notification settings have been saved.',
  photoSaved: 'Your photo has been updated.',
  esignSaved: 'Your signature has been updated.',
} as const;
