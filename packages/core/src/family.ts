import { z } from 'zod';

/** A date of birth as YYYY-MM-DD, not in the future and not before 1900. */
const ZDateOfBirth = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use the format YYYY-MM-DD' })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return (
        !Number.isNaN(d.getTime()) &&
        d.toISOString().startsWith(v) &&
        v >= '1900-01-01' &&
        d.getTime() <= Date.now()
      );
    },
    { error: 'Please enter a real date of birth' },
  );

export const ZFamilyMemberInput = z.object({
  firstName: z.string().trim().min(1, { error: 'Please enter a first name' }).max(100),
  lastName: z.string().trim().min(1, { error: 'Please enter a last name' }).max(100),
  dateOfBirth: ZDateOfBirth,
  sex: z.enum(['female', 'male', 'intersex', 'unspecified']).nullable().optional(),
  relationship: z.enum(['child', 'partner', 'parent', 'other']),
  /** Their line on the patient's Medicare card, if they share it. */
  medicareIrn: z.number().int().min(1).max(9).nullable().optional(),
});
export type TFamilyMemberInput = z.infer<typeof ZFamilyMemberInput>;

export const ZFamilyMember = ZFamilyMemberInput.extend({
  id: z.string().uuid(),
  sex: z.enum(['female', 'male', 'intersex', 'unspecified']).nullable(),
  medicareIrn: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TFamilyMember = z.infer<typeof ZFamilyMember>;
export const ZFamilyMemberList = z.object({ items: z.array(ZFamilyMember) });
