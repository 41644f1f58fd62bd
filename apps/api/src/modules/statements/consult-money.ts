import { consultMoney, type TConsultMoney } from '@curo/core/statements';
import { doctorDisplayName } from '@curo/core/users';
import type { ConsultMoneyRow } from './statements.repository';

/**
 * A consult's money as a statement shows it. What was taken by card (captured, and perhaps refunded
 * since) decides: the fee and discount of those payments, the amount taken and the refunds. A
 * consult no card paid for (bulk billed, a company's, free, or not yet charged) shows its listed
 * fee and nothing collected, so nothing owed through Curo and no commission.
 */
export function moneyOf(row: ConsultMoneyRow, commissionPercent: number): TConsultMoney {
  const paidByCard = row.takenCount > 0;
  return consultMoney(
    {
      feeCents: paidByCard ? row.takenPriceCents : (row.priceCents ?? 0),
      discountCents: paidByCard ? row.takenDiscountCents : 0,
      collectedCents: row.takenAmountCents,
      refundedCents: row.takenRefundedCents,
    },
    commissionPercent,
  );
}

export const patientNameOf = (row: ConsultMoneyRow) => `${row.patientFirstName} ${row.patientLastName}`;

export const doctorNameOf = (row: { doctorFirstName: string | null; doctorLastName: string | null }) =>
  row.doctorFirstName
    ? doctorDisplayName({ firstName: row.doctorFirstName, lastName: row.doctorLastName ?? '' }).trim()
    : '';
