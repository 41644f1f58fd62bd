/** The family-members module's public face: a patient's family member, for booking on their behalf. */

export { exportFamilyFor } from './export-family-for';
export { findFamilyMember } from './family-members.repository';
