import { ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY } from '@curo/core/constants';
import { paths } from '@curo/core/routes';
import type { Executor } from '../../db/client';
import type { MailDelivery } from '../../platform/mail/mail-delivery';

const WORDING = {
  contact: {
    subject: 'We have your enquiry',
    team: 'Our support team',
    page: paths.faq,
    pageText: 'While you wait, you may find an answer in our frequently asked questions',
  },
  business: {
    subject: 'We have your business enquiry',
    team: 'Our partnerships team',
    page: paths.business,
    pageText: 'What Curo offers organisations is set out on our business page',
  },
} as const;

/**
 * Queues the email that tells an enquirer we have their enquiry, in the transaction that stores
 * it. It goes to the address they typed, which anyone could type, so it carries none of what
 * they wrote (no name, subject or message): only our own words and the reference. An address
 * that has already had ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY of them today gets no more (decision 0050).
 *
 * @param recentFromAddress enquiries of this kind from the address in the last 24 hours, this one included.
 */
export async function acknowledgeEnquiry(
  tx: Executor,
  mail: MailDelivery,
  {
    kind,
    to,
    reference,
    recentFromAddress,
  }: { kind: keyof typeof WORDING; to: string; reference: string; recentFromAddress: number },
): Promise<boolean> {
  if (recentFromAddress > ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY) return false;
  const words = WORDING[kind];
  await mail.queueEmail(tx, {
    toAddress: to,
    subject: words.subject,
    textBody: [
      'Hello,',
      '',
      `Thank you for contacting Curo. We have your enquiry (reference ${reference}). ${words.team} will reply to this email address within one business day.`,
      '',
      `${words.pageText}: ${mail.publicUrl}${words.page}`,
      '',
      'We cannot give medical advice by email. To see a doctor, book a consult on our website. In an emergency, call 000.',
      '',
      'If you did not send this enquiry, you can ignore this email.',
      '',
      'Curo',
    ].join('\n'),
  });
  return true;
}
