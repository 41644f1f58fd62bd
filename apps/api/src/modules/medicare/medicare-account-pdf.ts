import { formatMedicareNumber, medicareMessages } from '@curo/core/medicare';
import { formatAud } from '@curo/core/money';
import { renderPdf } from '../../platform/pdf/pdf-document';

/** What a Medicare account says: everything Medicare asks of a claim for a privately paid consult. */
export interface MedicareAccount {
  business: { name: string; abn: string | null };
  issuedOn: string;
  dateOfService: string;
  service: string;
  item: { number: string; description: string | null };
  provider: { name: string; providerNumber: string };
  patient: { name: string; medicareNumber: string; irn: number; expiry: string | null };
  feeCents: number;
  discountCents: number;
  refundedCents: number;
  paidCents: number;
  paidOn: string | null;
}

/**
 * The Medicare account as a PDF (decision 0032's documents): the consult, the MBS item, the
 * provider, the patient's card, the fee and what was paid, and how the patient claims the rebate
 * themselves. It is an account, not a claim: Curo lodges nothing with Medicare.
 */
export function renderMedicareAccount(account: MedicareAccount): Promise<Buffer> {
  return renderPdf(
    {
      title: 'Medicare account',
      footer: `${account.business.name} · Medicare account · ${account.patient.name} · ${account.dateOfService}`,
    },
    (pdf) => {
      pdf.title('Medicare account');
      pdf.paragraph([
        { text: account.business.name, bold: true },
        { text: account.business.abn ? ` · ABN ${account.business.abn}` : '', muted: true },
      ]);
      pdf.paragraph([{ text: `Issued ${account.issuedOn}`, muted: true }]);

      pdf.heading('Service');
      pdf.fields([
        ['Date of service', account.dateOfService],
        ['Service', account.service],
        [
          'MBS item',
          account.item.description
            ? `${account.item.number} — ${account.item.description}`
            : account.item.number,
        ],
      ]);

      pdf.heading('Provider');
      pdf.fields([
        ['Doctor', account.provider.name],
        ['Provider number', account.provider.providerNumber],
      ]);

      pdf.heading('Patient');
      pdf.fields([
        ['Patient', account.patient.name],
        ['Medicare card', formatMedicareNumber(account.patient.medicareNumber)],
        ['Reference (IRN)', String(account.patient.irn)],
        ...(account.patient.expiry ? ([['Card valid to', account.patient.expiry]] as const) : []),
      ]);

      pdf.heading('Fee and payment');
      const rows: Array<readonly [string, string]> = [['Fee', formatAud(account.feeCents)]];
      if (account.discountCents > 0) rows.push(['Discount', `−${formatAud(account.discountCents)}`]);
      if (account.refundedCents > 0) rows.push(['Refunded', `−${formatAud(account.refundedCents)}`]);
      rows.push([
        'Amount paid',
        `${formatAud(account.paidCents)}${account.paidOn ? `, paid on ${account.paidOn}` : ''}`,
      ]);
      rows.push(['GST', 'GST-free medical service']);
      pdf.fields(rows);

      pdf.heading('Claiming your rebate');
      pdf.paragraph(medicareMessages.patientClaims);
      pdf.gap(0.5);
      pdf.paragraph(
        'Medicare pays the rebate into the bank account it holds for you. Keep this account: Medicare may ask to see it.',
      );
    },
  );
}
