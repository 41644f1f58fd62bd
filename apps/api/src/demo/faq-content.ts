import { slugify } from '@curo/core/content';
import type { Executor } from '../db/client';
import { insertFaqRows } from './demo.repository';

const categories = [
  {
    slug: 'booking-and-consults',
    name: 'Booking and consults',
    description: 'Choosing a consult, booking, joining and what happens on the day.',
  },
  {
    slug: 'fees-and-medicare',
    name: 'Fees and Medicare',
    description: 'What things cost, Medicare rebates, refunds and invoices.',
  },
  {
    slug: 'certificates-and-prescriptions',
    name: 'Certificates and prescriptions',
    description: 'Medical certificates, eScripts and referrals.',
  },
  {
    slug: 'privacy-and-your-account',
    name: 'Privacy and your account',
    description: 'Signing in, your records and who can see them.',
  },
];

/** [category, question, answer in Markdown, times asked so far]. */
const entries: Array<[string, string, string, number]> = [
  [
    'booking-and-consults',
    'How do I book a telehealth consult?',
    `Choose **Consult a doctor now** for the next available GP, or pick a time that suits you from a doctor's calendar.

1. Sign in or create an account (it takes a minute).
2. Choose the kind of consult: instant, booked, callback or offline review.
3. Pay the consult fee shown before you confirm.

You will get a confirmation email with a calendar invite. See [our prices](/pricing).`,
    41,
  ],
  [
    'booking-and-consults',
    'What is the difference between an instant consult and a callback?',
    `An **instant consult** puts you in a queue: you wait in the app and see your place and an estimate of the wait.

A **callback** is for when you cannot wait on screen: tell us your number and a window that suits you, and a GP rings you. Both are with Australian-registered GPs.`,
    23,
  ],
  [
    'booking-and-consults',
    'Can I see a doctor by video on my phone?',
    `Yes. Consults run in your phone's browser (Safari on iPhone, Chrome on Android) with no app to install. Use a quiet, private spot with good reception or Wi-Fi, and allow the camera and microphone when asked. If video drops out, the doctor will phone you.`,
    18,
  ],
  [
    'booking-and-consults',
    'When should I not use telehealth?',
    `Call **000** for a medical emergency: chest pain, trouble breathing, severe bleeding, signs of stroke, or thoughts of harming yourself or others.

Telehealth also cannot replace a physical examination when one is needed; the doctor will tell you if you should be seen in person. For mental health crises you can call Lifeline on 13 11 14 at any time.`,
    30,
  ],
  [
    'fees-and-medicare',
    'Can I claim a Medicare rebate for a telehealth consult?',
    `Medicare pays for most GP telehealth consults only when you have an **established clinical relationship**: usually a face-to-face consult with the same practice in the last 12 months. Without it, our GP consults are private fees.

Specialist consults (such as ADHD or paediatrics) attract a rebate when you have a valid referral. After the consult we email you a Medicare account with the item and provider numbers; you claim the rebate yourself (in the Medicare app or through myGov) and it goes to your bank account.`,
    37,
  ],
  [
    'fees-and-medicare',
    'Do consult fees include GST?',
    'Medical consults are GST-free in Australia, and so are all of our consult fees. Every price on [the pricing page](/pricing) is the full amount you pay.',
    9,
  ],
  [
    'fees-and-medicare',
    'What happens if the doctor cannot help me?',
    `If the doctor decides telehealth is not suitable for your problem, for example because you need an examination, they will explain why and tell you where to go. Ask our support team about a refund; we look at every case.`,
    12,
  ],
  [
    'fees-and-medicare',
    'Where do I find my invoice?',
    'Sign in and open **Account → Invoices**. Each invoice shows the provider number, item and amount, which is what your private health fund or employer needs. You can download it as a PDF.',
    15,
  ],
  [
    'certificates-and-prescriptions',
    'Can I get a medical certificate online?',
    `Yes, after a consult with a doctor. The doctor issues a certificate only if they believe it is appropriate; a certificate is never sold without a consult. Certificates are accepted by employers and education providers in the same way as those from a clinic, and arrive by email as a PDF.`,
    52,
  ],
  [
    'certificates-and-prescriptions',
    'Can a certificate be backdated?',
    'A doctor can certify only what they can assess. They may state that you told them you were unwell on earlier days, but they cannot certify days before the consult as if they had seen you. Book on the first day you are unwell.',
    14,
  ],
  [
    'certificates-and-prescriptions',
    'How do eScripts work?',
    `If the doctor prescribes a medicine, you receive an **eScript**: a token by SMS or email. Show it at any pharmacy in Australia, or send it to an online pharmacy. PBS subsidies apply as usual. Some medicines, such as drugs of dependence, are not prescribed through telehealth.`,
    27,
  ],
  [
    'certificates-and-prescriptions',
    'Can I get a referral to a specialist?',
    'Yes. If the GP agrees a specialist is right for you, they write a referral, which you can download from your account and which is sent to the specialist if you choose one with us. GP referrals to specialists last 12 months.',
    11,
  ],
  [
    'privacy-and-your-account',
    'Who can see my health information?',
    `Only the clinicians involved in your care, and our support staff when you ask them for help. Every time a staff member opens your record it is logged, and you can see that log yourself under **Account → Security → Who opened my record**. We handle your information under the Australian Privacy Principles.`,
    8,
  ],
  [
    'privacy-and-your-account',
    'I forgot my password. How do I sign in?',
    'Choose **Forgot password?** on the sign-in page and we will email you a link to set a new one. You can also sign in with a one-time link or a 6-digit code sent to your email or mobile, without a password.',
    19,
  ],
  [
    'privacy-and-your-account',
    'Can I manage consults for my children?',
    'Yes. Add them under **Account → Profile → Family members**, with their date of birth and their line (IRN) on your Medicare card. You can then book for them from your own account.',
    10,
  ],
];

/** The demo FAQ: four categories and fifteen entries with believable "asked" counts. */
export async function insertFaqContent(tx: Executor): Promise<void> {
  const positions = new Map<string, number>();
  const rows = entries.map(([categorySlug, question, answer, views]) => {
    const position = positions.get(categorySlug) ?? 0;
    positions.set(categorySlug, position + 1);
    return { slug: slugify(question), question, answer, categorySlug, position, views };
  });
  await insertFaqRows(
    tx,
    categories.map((c, position) => ({ ...c, position })),
    rows,
  );
}
