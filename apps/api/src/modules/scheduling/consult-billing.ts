import type { TConsultBilling } from '@curo/core/billing';
import { ErrorCode } from '@curo/core/errors';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findCompanyById } from '../companies';
import { bulkBillingFor } from '../medicare';
import { listedFeeCents } from '../services';
import { findUserById } from '../users';
import { getConsultSettings } from './manage-availability';

export interface ConsultPrice {
  billing: TConsultBilling;
  /** The fee before any discount (for a bulk-billed consult, the MBS fee Medicare pays). */
  priceCents: number;
  mbsItem: string | null;
}

/**
 * Who pays for a consult, and how much (decision 0036): nobody for an urgent consult (free
 * emergency access) or a patient whose company's plan covers consults; Medicare when the patient
 * asks to be bulk billed and may be; otherwise the patient, the doctor's own fee or the price
 * list's standard consult.
 */
export async function priceConsult(
  db: Executor,
  {
    patientId,
    doctorId,
    type,
    duration,
    bulkBill = false,
    now = new Date(),
  }: {
    patientId: string;
    doctorId: string;
    type: string;
    duration: number;
    bulkBill?: boolean;
    now?: Date;
  },
): Promise<ConsultPrice> {
  if (type === 'emergency') return { billing: 'free', priceCents: 0, mbsItem: null };
  const patient = await findUserById(db, patientId);
  const company = patient?.companyId ? await findCompanyById(db, patient.companyId) : undefined;
  if (company?.coversConsults) return { billing: 'company', priceCents: 0, mbsItem: null };
  if (bulkBill) {
    const medicare = await bulkBillingFor(db, {
      patientId,
      consultType: type,
      durationMinutes: duration,
      now,
    });
    if (!medicare.eligible) throw new AppError(ErrorCode.BULK_BILLING_UNAVAILABLE, medicare.reason);
    return { billing: 'bulk_billed', priceCents: medicare.item.feeCents, mbsItem: medicare.item.itemNumber };
  }
  const settings = await getConsultSettings({ db, doctorId });
  const fee = settings.priceCents ?? (await listedFeeCents(db, 'standard')) ?? 0;
  return { billing: fee > 0 ? 'private' : 'free', priceCents: fee, mbsItem: null };
}
