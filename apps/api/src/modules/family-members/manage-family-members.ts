import { ErrorCode } from '@curo/core/errors';
import type { TFamilyMember, TFamilyMemberInput } from '@curo/core/family';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { familyOwnerOf } from './family-members.policy';
import {
  deleteFamilyMember,
  type FamilyMemberRow,
  findFamilyMember,
  insertFamilyMember,
  listFamilyMembers,
  updateFamilyMember,
} from './family-members.repository';

/** A patient may manage at most this many dependants. */
export const MAX_FAMILY_MEMBERS = 20;

const gone = () => notFound('Family member not found');

export function toDto(row: FamilyMemberRow): TFamilyMember {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    sex: row.sex,
    relationship: row.relationship,
    medicareIrn: row.medicareIrn,
    createdAt: row.createdAt.toISOString(),
  };
}

const fieldsOf = (input: TFamilyMemberInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  dateOfBirth: input.dateOfBirth,
  sex: input.sex ?? null,
  relationship: input.relationship,
  medicareIrn: input.medicareIrn ?? null,
});

export async function listMyFamily({ db, principal }: { db: Executor; principal: Principal }) {
  return (await listFamilyMembers(db, familyOwnerOf(principal))).map(toDto);
}

export async function getFamilyMember({
  db,
  principal,
  id,
}: {
  db: Executor;
  principal: Principal;
  id: string;
}) {
  const row = await findFamilyMember(db, familyOwnerOf(principal), id);
  if (!row) throw gone();
  return toDto(row);
}

export async function addFamilyMember({
  db,
  principal,
  input,
}: {
  db: Executor;
  principal: Principal;
  input: TFamilyMemberInput;
}) {
  const owner = familyOwnerOf(principal);
  if ((await listFamilyMembers(db, owner)).length >= MAX_FAMILY_MEMBERS) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, `You can add up to ${MAX_FAMILY_MEMBERS} family members`);
  }
  const row = await insertFamilyMember(db, owner, fieldsOf(input));
  if (!row) throw new Error('insert returned no row');
  return toDto(row);
}

export async function editFamilyMember({
  db,
  principal,
  id,
  input,
}: {
  db: Executor;
  principal: Principal;
  id: string;
  input: TFamilyMemberInput;
}) {
  const row = await updateFamilyMember(db, familyOwnerOf(principal), id, fieldsOf(input));
  if (!row) throw gone();
  return toDto(row);
}

export async function removeFamilyMember({
  db,
  principal,
  id,
}: {
  db: Executor;
  principal: Principal;
  id: string;
}) {
  if (!(await deleteFamilyMember(db, familyOwnerOf(principal), id))) throw gone();
}
