/** What other features may use of account: pages that embed its parts import them from here only. */
export { familyMembersQueryOptions } from './api/get-family-members';
export { ChangeEmailCard } from './components/change-email-card';
export { SignupWelcome } from './components/signup-welcome';
export { YourInformationCard } from './components/your-information-card';
export { profilePathFor } from './utils/profile-path';
