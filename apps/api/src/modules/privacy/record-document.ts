import { documentKindLabels } from '@curo/core/documents';
import { formatAud } from '@curo/core/money';
import type { TPrivacyExport } from '@curo/core/privacy';
import { CONSULT_KIND_NAMES, CONSULT_STATE_NAMES } from '@curo/core/scheduling';
import { DateTime } from 'luxon';
import type { PdfFrame, PdfWriter } from '../../platform/pdf/pdf-document';

/**
 * The patient's copy of their record as a PDF a person can read (decision 0057): the same parts as
 * the JSON, a section each with a heading, every time in the patient's own zone with the zone
 * named. pdfkit carries each section over as many pages as it takes.
 */

const inZone = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).setLocale('en-AU');
/** `Mon 5 Oct 2026, 9:00 am AEDT`. */
const dateTime = (iso: string | null, zone: string) =>
  iso ? inZone(iso, zone).toFormat('ccc d LLL yyyy, h:mm a ZZZZ') : '—';
const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

const STATE_OF = CONSULT_STATE_NAMES as Record<string, string>;
const KIND_OF = CONSULT_KIND_NAMES as Record<string, string>;
const SECTIONS = [
  'Your details',
  'Family members',
  'Consults',
  'Waitlist',
  'Messages',
  'Clinical notes',
  'Documents',
  'Files',
  'Payments',
  'Saved cards',
  'Invoices',
  'Faxes filed in your record',
  'Who has opened your record',
  'About this copy',
] as const;
/** The section headings, in order: the JSON's parts in words. */
export const RECORD_SECTIONS: readonly string[] = SECTIONS;
type Section = (typeof SECTIONS)[number];

/** What a line of the access history says was done. */
const accessWords = (action: string) =>
  action === 'patient.break_glass'
    ? 'used emergency access to your record'
    : action.startsWith('mask.')
      ? 'acted as you (Curo admin)'
      : 'opened your record';

export const recordFileName = (record: TPrivacyExport, extension: 'json' | 'pdf') =>
  `curo-my-record-${record.about.generatedAt.slice(0, 10)}.${extension}`;

export function recordFrame(record: TPrivacyExport): PdfFrame {
  const { firstName, lastName } = record.account.profile;
  return {
    title: `Your Curo record: ${firstName} ${lastName}`,
    footer: `Curo record of ${firstName} ${lastName} · made ${record.about.generatedAt.slice(0, 10)}`,
  };
}

/** Draws the record; `zone` is the patient's, for every time. */
export function drawRecord(pdf: PdfWriter, record: TPrivacyExport, zone: string): void {
  const section = (title: Section, rows: number, draw: () => void) => {
    pdf.heading(title);
    if (rows === 0) pdf.paragraph([{ text: 'Nothing held.', muted: true }]);
    else draw();
  };
  /** One item of a list: a bold line, then its fields. */
  const item = (title: string, fields: ReadonlyArray<readonly [string, string]>) => {
    pdf.keepLines(2);
    pdf.gap(0.3);
    pdf.paragraph([{ text: title, bold: true }]);
    pdf.fields(fields);
  };

  const { account } = record;
  const profile = account.profile;
  pdf.title(recordFrame(record).title);
  pdf.paragraph([
    { text: 'Made ' },
    { text: dateTime(record.about.generatedAt, zone), bold: true },
    { text: '. Everything Curo holds about you, under Australian Privacy Principle 12.' },
  ]);

  const patient = profile.patientProfile;
  section('Your details', 1, () =>
    pdf.fields([
      ['Name', `${profile.firstName} ${profile.lastName}`],
      ['Email', profile.email],
      ['Email verified', dateTime(account.emailVerifiedAt, zone)],
      ['Phone', orDash(profile.phone)],
      ['Phone verified', dateTime(account.phoneVerifiedAt, zone)],
      [
        'Two-step sign-in',
        account.totpEnabledAt ? `On since ${dateTime(account.totpEnabledAt, zone)}` : 'Off',
      ],
      ['Account status', profile.status],
      ['Joined', dateTime(account.createdAt, zone)],
      ['Date of birth', orDash(patient?.dateOfBirth)],
      ['Sex', orDash(patient?.sex)],
      [
        'Address',
        [patient?.addressLine, patient?.suburb, patient?.state, patient?.postcode]
          .filter(Boolean)
          .join(', ') || '—',
      ],
      [
        'Medicare',
        patient?.medicareNumber
          ? `${patient.medicareNumber} (IRN ${orDash(patient.medicareIrn)}, expires ${orDash(patient.medicareExpiry)})`
          : '—',
      ],
      ['IHI', orDash(patient?.ihi)],
      ['Time zone', orDash(patient?.timeZone)],
      [
        'Notifications',
        Object.entries(account.notificationSettings)
          .map(([key, value]) => `${key}: ${String(value)}`)
          .join(', ') || 'As first set',
      ],
    ]),
  );

  section('Family members', record.familyMembers.length, () => {
    for (const member of record.familyMembers)
      item(`${member.firstName} ${member.lastName}`, [
        ['Relationship', member.relationship],
        ['Date of birth', member.dateOfBirth],
        ['Sex', orDash(member.sex)],
        ['Medicare IRN', orDash(member.medicareIrn)],
      ]);
  });

  /** A consult as the messages and notes name it: its kind and when. */
  const consultTitles = new Map(
    record.consults.map((c) => [
      c.id,
      `${KIND_OF[c.type] ?? c.type}, ${dateTime(c.startsAt ?? c.createdAt, zone)}`,
    ]),
  );
  const consultTitle = (id: string) => consultTitles.get(id) ?? `Consult ${id}`;

  const familyName = new Map(record.familyMembers.map((m) => [m.id, `${m.firstName} ${m.lastName}`]));
  section('Consults', record.consults.length, () => {
    for (const consult of record.consults)
      item(
        `${KIND_OF[consult.type] ?? consult.type}, ${dateTime(consult.startsAt ?? consult.createdAt, zone)}`,
        [
          ['State', STATE_OF[consult.status] ?? consult.status],
          [
            'For',
            consult.familyMemberId ? (familyName.get(consult.familyMemberId) ?? 'A family member') : 'You',
          ],
          ['Doctor', orDash(consult.doctorName)],
          [
            'Time',
            consult.startsAt
              ? `${dateTime(consult.startsAt, zone)} to ${dateTime(consult.endsAt, zone)}`
              : 'No set time',
          ],
          ['Reason', orDash(consult.reason)],
          ['Fee', consult.priceCents === null ? '—' : formatAud(consult.priceCents)],
          ['Cancelled because', orDash(consult.cancelReason)],
          ['Reference', consult.id],
          [
            'History',
            consult.history
              .map((h) => `${dateTime(h.at, zone)}: ${STATE_OF[h.toStatus] ?? h.toStatus}`)
              .join('\n') || '—',
          ],
        ],
      );
  });

  section('Waitlist', record.waitlist.length, () => {
    for (const entry of record.waitlist)
      item(entry.doctorName ?? entry.specialty ?? 'Any doctor', [
        ['Joined', dateTime(entry.joinedAt, zone)],
        ['State', entry.status],
      ]);
  });

  section('Messages', record.chatMessages.length, () => {
    let consultId: string | null = null;
    for (const message of record.chatMessages) {
      if (message.appointmentId !== consultId) {
        consultId = message.appointmentId;
        pdf.gap(0.3);
        pdf.paragraph([{ text: consultTitle(consultId), bold: true }]);
      }
      pdf.paragraph([
        { text: `${dateTime(message.sentAt, zone)} · ${message.senderName}: `, muted: true },
        { text: message.text },
        ...(message.attachment
          ? [{ text: ` [attachment: ${message.attachment.fileName}]`, muted: true }]
          : []),
      ]);
    }
  });

  section('Clinical notes', record.clinicalNotes.length, () => {
    for (const note of record.clinicalNotes)
      item(`Summary: ${consultTitle(note.appointmentId)}`, [
        ['Signed', `${dateTime(note.signedAt, zone)}${note.signedBy ? ` by ${note.signedBy.name}` : ''}`],
        ['Summary for you', orDash(note.summary)],
      ]);
  });

  section('Documents', record.documents.length, () => {
    for (const document of record.documents)
      item(documentKindLabels[document.kind], [
        ['Issued', dateTime(document.issuedAt, zone)],
        ['By', document.doctorName],
        ['Verification code', document.verificationCode],
        [
          'Certificate',
          document.certificate ? `${document.certificate.fromDate} to ${document.certificate.toDate}` : '—',
        ],
      ]);
  });

  section('Files', record.files.length, () => {
    for (const file of record.files)
      item(file.fileName, [
        ['Uploaded', `${dateTime(file.createdAt, zone)} by ${file.uploadedBy.name}`],
        ['Type', `${file.contentType}, ${file.sizeBytes.toLocaleString('en-AU')} bytes`],
        ['Download', file.downloadPath],
      ]);
  });

  section('Payments', record.payments.length, () => {
    for (const payment of record.payments)
      item(`${payment.description}, ${formatAud(payment.amountCents)}`, [
        ['Date', dateTime(payment.createdAt, zone)],
        ['State', payment.status],
        ['Refunded', formatAud(payment.refundedCents)],
        [
          'Discount',
          payment.discountCode ? `${payment.discountCode} (${formatAud(payment.discountCents)})` : '—',
        ],
        ['Card', payment.card ? `${payment.card.brand} ending ${payment.card.last4}` : '—'],
      ]);
  });

  section('Saved cards', record.paymentMethods.length, () => {
    for (const card of record.paymentMethods)
      item(`${card.brand} ending ${card.last4}`, [
        ['Expires', `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`],
        ['Default', card.isDefault ? 'Yes' : 'No'],
        ['Saved', dateTime(card.createdAt, zone)],
      ]);
  });

  section('Invoices', record.invoices.length, () => {
    for (const invoice of record.invoices)
      item(`Invoice ${invoice.number}`, [
        ['Issued', dateTime(invoice.issuedAt, zone)],
        ['For', invoice.description],
        ['Paid', formatAud(invoice.amountCents)],
        ['Refunded', formatAud(invoice.refundedCents)],
      ]);
  });

  section('Faxes filed in your record', record.faxes.length, () => {
    for (const fax of record.faxes)
      item(`Fax received ${dateTime(fax.receivedAt, zone)}`, [
        ['From', orDash(fax.fromNumber)],
        ['Pages', orDash(fax.pages)],
        ['Label', orDash(fax.label)],
        ['Filed', dateTime(fax.filedAt, zone)],
      ]);
  });

  section('Who has opened your record', record.accessHistory.length, () => {
    for (const access of record.accessHistory)
      pdf.paragraph([
        { text: `${dateTime(access.at, zone)} · `, muted: true },
        { text: `${access.viewerName} (${access.viewerRole}): ` },
        { text: accessWords(access.action) },
        ...(access.reason ? [{ text: `, reason given: ${access.reason}`, muted: true }] : []),
      ]);
  });

  section('About this copy', record.about.notes.length, () => {
    for (const note of record.about.notes) pdf.paragraph(`• ${note}`);
  });
}
