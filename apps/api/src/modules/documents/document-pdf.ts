import {
  certificateReasonLabels,
  DOCUMENT_ZONE,
  documentKindLabels,
  documentWords,
  formatVerificationCode,
  type TIssueDocument,
  verifyPagePath,
} from '@curo/core/documents';
import { DateTime } from 'luxon';
import { type PdfWriter, renderPdf } from '../../platform/pdf/pdf-document';

/** Who issues documents: the settings' business (BUSINESS_NAME, BUSINESS_ABN, BUSINESS_ADDRESS). */
export interface DocumentIssuer {
  name: string;
  abn: string | null;
  address: string | null;
}

/** Everything a document's PDF shows. */
export interface DocumentPdf {
  body: TIssueDocument;
  patientName: string;
  doctorName: string;
  providerNumber: string | null;
  /** The doctor's uploaded e-signature (PNG), or null: then the PDF says it was signed electronically. */
  signature: Buffer | null;
  issuer: DocumentIssuer;
  issuedAt: Date;
  /** When the consult took place (its start), if it had one. */
  consultDate: Date | null;
  backdatedDays: number;
  /** Null for a preview: it has no code, and says it was not issued. */
  verificationCode: string | null;
  publicUrl: string;
}

const day = (at: Date) =>
  DateTime.fromJSDate(at, { zone: DOCUMENT_ZONE }).setLocale('en-AU').toFormat('d LLLL yyyy');
/** `2026-11-24` → `24 November 2026`. */
export const calendarDay = (date: string) =>
  DateTime.fromISO(date, { zone: DOCUMENT_ZONE }).setLocale('en-AU').toFormat('d LLLL yyyy');

function abnLine(abn: string | null): string | null {
  if (!abn) return null;
  const digits = abn.replace(/\D/g, '');
  if (digits.length !== 11) return `ABN ${abn}`;
  return `ABN ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}

/** What the certificate certifies, in one sentence. */
function certificateStatement(
  body: Extract<TIssueDocument, { kind: 'medical_certificate' }>,
  patientName: string,
  seen: string,
): string {
  const period = `from ${calendarDay(body.fromDate)} to ${calendarDay(body.toDate)} inclusive`;
  const opinion = `${patientName} was assessed by me on ${seen}. In my opinion`;
  switch (body.reason) {
    case 'unfit_for_work':
      return `${opinion}, they are unfit for work ${period}.`;
    case 'unfit_for_study':
      return `${opinion}, they are unfit for study ${period}.`;
    case 'carers_leave':
      return `${opinion}, they need to care for a member of their immediate family or household who is ill or injured, ${period}.`;
  }
}

function drawBody(pdf: PdfWriter, document: DocumentPdf): void {
  const { body } = document;
  const seen = document.consultDate ? day(document.consultDate) : day(document.issuedAt);
  switch (body.kind) {
    case 'medical_certificate': {
      pdf.fields([
        ['Patient', document.patientName],
        ['Certificate', certificateReasonLabels[body.reason]],
        ['From', calendarDay(body.fromDate)],
        ['To', calendarDay(body.toDate)],
        ...(body.organisation ? [['For', body.organisation] as const] : []),
      ]);
      pdf.gap();
      pdf.paragraph(certificateStatement(body, document.patientName, seen));
      if (document.backdatedDays > 0) {
        pdf.gap(0.5);
        pdf.paragraph(
          `Issued on ${day(document.issuedAt)} covering from ${calendarDay(body.fromDate)} (backdated ${document.backdatedDays} day${document.backdatedDays === 1 ? '' : 's'}).`,
        );
      }
      return;
    }
    case 'referral_letter':
      pdf.fields([
        ['To', body.to],
        ['Patient', document.patientName],
        ['Seen on', seen],
      ]);
      pdf.gap();
      pdf.paragraph(`Dear ${body.to},`);
      pdf.gap(0.5);
      pdf.paragraph(`Thank you for seeing ${document.patientName}.`);
      pdf.heading('Reason for referral');
      pdf.paragraph(body.reason);
      pdf.heading('Clinical details');
      pdf.paragraph(body.clinicalDetails);
      return;
    case 'consult_summary':
      pdf.fields([
        ['Patient', document.patientName],
        ['Consult on', seen],
      ]);
      pdf.heading('Summary of your consult');
      pdf.paragraph(body.summary);
      return;
  }
}

/**
 * The document as PDF: Curo's details, the document itself, the doctor's signature (their image,
 * else "Signed electronically by …"), name and provider number, and the verification code with a
 * QR code of the public page that confirms it. A preview says so and has no code.
 */
export async function renderDocumentPdf(document: DocumentPdf): Promise<Buffer> {
  const title = documentKindLabels[document.body.kind];
  const code = document.verificationCode ? formatVerificationCode(document.verificationCode) : null;
  const verifyUrl = code ? `${document.publicUrl}${verifyPagePath(code)}` : null;
  const qr = verifyUrl
    ? await (await import('qrcode')).default.toBuffer(verifyUrl, { type: 'png', margin: 1, width: 240 })
    : null;
  const abn = abnLine(document.issuer.abn);
  return renderPdf(
    {
      title: code ? `${title} ${code}` : `${title} (preview)`,
      footer: code
        ? `${title} · ${document.issuer.name} · Verification code ${code}`
        : `${documentWords.preview} · ${document.issuer.name}`,
    },
    (pdf) => {
      if (!code) {
        pdf.paragraph([{ text: documentWords.preview, bold: true }], { size: 14 });
        pdf.gap(0.5);
      }
      pdf.paragraph([{ text: document.issuer.name, bold: true }]);
      const issuerLines = [abn, document.issuer.address].filter((line): line is string => Boolean(line));
      for (const line of issuerLines) pdf.paragraph([{ text: line, muted: true }]);
      pdf.gap();
      pdf.title(title);
      pdf.fields([['Date of issue', day(document.issuedAt)]]);
      pdf.gap(0.5);
      drawBody(pdf, document);
      pdf.gap(1.5);
      pdf.keepLines(8);
      let signed = false;
      if (document.signature) {
        try {
          pdf.image(document.signature, { width: 160, height: 50 });
          signed = true;
        } catch {
          // An image pdfkit cannot read is no signature: say it was signed electronically instead.
        }
      }
      if (!signed)
        pdf.paragraph([{ text: documentWords.signedElectronically(document.doctorName), muted: true }]);
      pdf.paragraph([{ text: document.doctorName, bold: true }]);
      pdf.paragraph(`Provider number ${document.providerNumber ?? 'not recorded'}`);
      pdf.heading('Verification');
      if (code && qr && verifyUrl) {
        pdf.paragraph(`Verification code ${code}`);
        pdf.paragraph([{ text: `Check this document at ${verifyUrl}`, muted: true }]);
        pdf.gap(0.5);
        pdf.image(qr, { width: 90, height: 90 });
      } else {
        pdf.paragraph('A preview has no verification code: it is given when the document is issued.');
      }
    },
  );
}
