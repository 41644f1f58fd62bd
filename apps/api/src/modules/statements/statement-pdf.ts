import { CONSULT_KIND_NAMES } from '@curo/core/medicare';
import { formatAud } from '@curo/core/money';
import { BILLING_KIND_LABELS, type TDoctorStatement } from '@curo/core/statements';
import { DateTime } from 'luxon';
import { renderPdf } from '../../platform/pdf/pdf-document';

const day = (isoDate: string) =>
  DateTime.fromISO(isoDate, { zone: 'UTC' }).setLocale('en-AU').toFormat('d LLLL yyyy');
const dayOf = (instant: string, zone: string) =>
  DateTime.fromISO(instant, { zone }).setLocale('en-AU').toFormat('d LLL yyyy');

/** "20%", "12.5%". */
const percent = (value: number) => `${Number(value.toFixed(2))}%`;

/** The file a statement downloads as: `statement-2026-03-01-to-2026-03-31.pdf`. */
export const statementFileName = (statement: Pick<TDoctorStatement, 'from' | 'to'>) =>
  `statement-${statement.from}-to-${statement.to}.pdf`;

/**
 * A doctor's statement as a PDF, titled "Statement": who issues it (Curo's business name and ABN),
 * the doctor and their provider number, the period in Sydney days, each completed consult with its
 * money, and the totals: collected, refunds, commission and the amount payable to the doctor.
 */
export function renderStatementPdf(statement: TDoctorStatement): Promise<Buffer> {
  const period = `${day(statement.from)} to ${day(statement.to)}`;
  return renderPdf(
    {
      title: 'Statement',
      footer: `${statement.business.name} · Statement · ${statement.doctor.name} · ${period}`,
    },
    (pdf) => {
      pdf.title('Statement');
      pdf.paragraph([
        { text: statement.business.name, bold: true },
        { text: ` · ABN ${statement.business.abn ?? 'not set'}`, muted: true },
      ]);
      pdf.gap(0.5);
      pdf.fields([
        ['Doctor', statement.doctor.name],
        ['Provider number', statement.doctor.providerNumber ?? 'Not on the profile'],
        ['Period', `${period} (Sydney time)`],
        ['Commission rate', `${percent(statement.commissionPercent)} of what was collected, less refunds`],
        ['Issued', dayOf(statement.generatedAt, statement.timeZone)],
      ]);

      const { totals } = statement;
      pdf.heading('Summary');
      pdf.fields([
        ['Consults', `${totals.consults} completed`],
        ['Fees', formatAud(totals.feeCents)],
        ['Discounts', formatAud(totals.discountCents)],
        ['Collected', formatAud(totals.collectedCents)],
        ['Refunds', formatAud(totals.refundedCents)],
        ['Net collected', formatAud(totals.netCents)],
        ['Commission', formatAud(totals.commissionCents)],
        ['Payable to you', formatAud(totals.payableCents)],
      ]);

      pdf.heading('Consults');
      if (statement.consults.length === 0) {
        pdf.paragraph([{ text: 'No completed consults in this period.', muted: true }]);
      }
      for (const line of statement.consults) {
        pdf.keepLines(3);
        const kind = [
          CONSULT_KIND_NAMES[line.type],
          line.billing ? BILLING_KIND_LABELS[line.billing] : null,
          line.mbsItem ? `MBS item ${line.mbsItem}` : null,
        ]
          .filter(Boolean)
          .join(' · ');
        pdf.paragraph([
          { text: `${dayOf(line.dateOfService, statement.timeZone)} · ${line.patientName}`, bold: true },
        ]);
        pdf.paragraph([{ text: kind, muted: true }], { indent: 12 });
        const money = [
          `Fee ${formatAud(line.feeCents)}`,
          line.discountCents > 0 ? `discount ${formatAud(line.discountCents)}` : null,
          `collected ${formatAud(line.collectedCents)}`,
          line.refundedCents > 0 ? `refunded ${formatAud(line.refundedCents)}` : null,
          `commission ${formatAud(line.commissionCents)}`,
          `payable ${formatAud(line.payableCents)}`,
        ]
          .filter(Boolean)
          .join(' · ');
        pdf.paragraph(money, { indent: 12 });
        pdf.gap(0.4);
      }

      pdf.gap(0.6);
      pdf.paragraph([
        {
          text: 'Only card payments pass through Curo. Bulk-billed consults are paid by Medicare, not through Curo, and company-paid and free consults are settled elsewhere: they are listed with nothing collected.',
          muted: true,
        },
      ]);
    },
  );
}
