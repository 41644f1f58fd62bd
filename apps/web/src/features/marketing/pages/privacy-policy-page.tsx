import { paths } from '@curo/core/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { ContactButton } from '../components/button-link';
import { Container } from '../components/container';
import { Hero } from '../components/hero';
import { Prose } from '../components/prose';

interface TPolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

const SECTIONS: readonly TPolicySection[] = [
  {
    id: 'about',
    title: 'About this policy',
    body: (
      <>
        <p>
          This policy explains how Curo (“we”, “us”) collects, uses, shares and protects your personal
          information, including your health information, when you use our website and telehealth service.
        </p>
        <p>
          We are bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles. Some states and
          territories also have health records laws, such as the Health Records and Information Privacy Act
          2002 (NSW), the Health Records Act 2001 (Vic) and the Health Records (Privacy and Access) Act 1997
          (ACT), and we follow them where they apply.
        </p>
        <p>
          Health information is among the most sensitive information there is. We collect only what we need to
          care for you, and we treat it accordingly.
        </p>
      </>
    ),
  },
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Identity and contact details:</strong> your name, date of birth, gender, address, email
            and phone number, and those of family members you book for.
          </li>
          <li>
            <strong>Health information:</strong> the reasons for your consult, your symptoms, medical history,
            medicines, allergies, test results, photos or documents you upload, and the notes, prescriptions,
            certificates, referrals and letters your doctor writes.
          </li>
          <li>
            <strong>Government identifiers:</strong> your Medicare card number and Individual Healthcare
            Identifier (IHI), used only for your care and for Medicare claims.
          </li>
          <li>
            <strong>Payment information:</strong> your payments and invoices. Card details are handled by our
            payment provider; we do not store full card numbers.
          </li>
          <li>
            <strong>Workplace and insurance details:</strong> your employer, insurer and claim number, when a
            consult is paid by an organisation or relates to a workers’ compensation claim.
          </li>
          <li>
            <strong>Technical information:</strong> the device and browser you use, your IP address and
            records of when you signed in, so we can keep your account secure.
          </li>
        </ul>
        <p>Consults are not recorded unless you agree to it beforehand.</p>
      </>
    ),
  },
  {
    id: 'how-we-collect',
    title: 'How we collect it',
    body: (
      <>
        <p>
          Mostly from you: when you create an account, book, talk to a doctor, upload documents or contact us.
          We also collect information:
        </p>
        <ul>
          <li>from a parent, guardian or carer who books for you;</li>
          <li>from your GP or another health professional who refers you, or whom you ask us to contact;</li>
          <li>from pathology and imaging providers, when your doctor orders tests;</li>
          <li>from your employer or insurer, for a consult they pay for or a workers’ compensation claim.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <>
        <ul>
          <li>
            to provide your care, including consults, prescriptions, certificates, referrals and follow-up;
          </li>
          <li>to send you booking confirmations, reminders and messages from your doctor;</li>
          <li>
            to bill you, your organisation or your insurer, and to prepare the Medicare accounts you claim
            with;
          </li>
          <li>to review the safety and quality of our care, for example through clinical audit;</li>
          <li>to meet our legal obligations, such as keeping health records and mandatory reporting;</li>
          <li>to improve our service, using information that no longer identifies you.</li>
        </ul>
        <p>
          We do not sell your information, and we do not use your health information for advertising. We send
          you marketing only if you have agreed to receive it, and every message lets you opt out.
        </p>
      </>
    ),
  },
  {
    id: 'anonymity',
    title: 'Dealing with us anonymously',
    body: (
      <p>
        You can ask us general questions without telling us who you are. To see a doctor, though, we need to
        know who you are: a doctor cannot safely treat, prescribe for or certify someone they cannot identify.
      </p>
    ),
  },
  {
    id: 'share',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share your information only as far as needed, and only with:</p>
        <ul>
          <li>the Curo doctors, nurses and support staff involved in your care;</li>
          <li>your regular GP or other treating practitioners, with your consent;</li>
          <li>pharmacies, through the electronic prescription system, and pathology or imaging providers;</li>
          <li>Services Australia, to process Medicare claims;</li>
          <li>
            your employer or insurer, only with your consent or as workers’ compensation law requires for an
            accepted claim, and then only what they need;
          </li>
          <li>
            service providers that host our systems and deliver video, messages and payments for us, under
            contracts that require them to protect it;
          </li>
          <li>
            others where the law requires or allows it, for example to lessen a serious threat to someone’s
            life, health or safety, or under a court order.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'my-health-record',
    title: 'My Health Record',
    body: (
      <p>
        We do not view your My Health Record or upload to it without your consent. If you agree, your doctor
        may view it during a consult or upload a summary afterwards. You can set access controls on your My
        Health Record at any time through myGov.
      </p>
    ),
  },
  {
    id: 'storage',
    title: 'Where your information is held',
    body: (
      <>
        <p>
          Your health information is stored in Australia, on servers located in Australia, and we do not
          disclose it to anyone overseas. If that ever changes, we will update this policy and tell you before
          it happens.
        </p>
        <p>
          We protect it with encryption in transit and at rest, access limited to people who need it, records
          of who has accessed it, and privacy and security training for everyone who works with us.
        </p>
        <p>
          If a data breach is likely to cause you serious harm, we will tell you and the Office of the
          Australian Information Commissioner, as the Notifiable Data Breaches scheme requires.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep health records for as long as the law requires: generally at least seven years after your last
        consult, or, for a child, until they turn 25. After that, we securely destroy or de-identify them.
        Other information is kept only while we need it.
      </p>
    ),
  },
  {
    id: 'access',
    title: 'Seeing and correcting your information',
    body: (
      <>
        <p>
          You can ask for a copy of the information we hold about you, including your health records, and ask
          us to correct anything that is wrong, out of date or incomplete. There is no charge for asking.
        </p>
        <p>
          We reply within 30 days. If we cannot give you access or make a correction, we will explain why in
          writing and tell you how to complain. Many records, such as certificates and invoices, are already
          in your account.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <p>
        We use your browser’s storage to keep you signed in and to remember your settings. We do not use
        advertising cookies or allow advertising trackers on our site.
      </p>
    ),
  },
  {
    id: 'complaints',
    title: 'Questions and complaints',
    body: (
      <>
        <p>
          If you have a question or a complaint about how we have handled your information, contact our
          privacy officer using the contact form and start your message with “Privacy”. We will acknowledge it
          within 5 business days and respond within 30 days.
        </p>
        <p>
          If you are not satisfied with our response, you can complain to the Office of the Australian
          Information Commissioner (OAIC) at <a href="https://www.oaic.gov.au">oaic.gov.au</a> or on 1300 363
          992. Depending on where you live, your state or territory’s health complaints body may also be able
          to help.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will update this policy when our practices or the law change. If a change affects how we use
        information we already hold, we will tell you before it takes effect.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <>
      <PageMeta
        title="Privacy policy"
        description="How Curo collects, uses, shares and protects your personal and health information under the Australian Privacy Principles. Data held in Australia; My Health Record only with your consent."
      />

      <Hero
        eyebrow="Privacy"
        title="Privacy policy"
        lead={
          <p>
            In short: we collect what we need to care for you, hold your health information in Australia,
            share it only when your care or the law requires, and never sell it.
          </p>
        }
        size="compact"
      />

      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[240px_minmax(0,1fr)] lg:gap-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold uppercase tracking-wider text-muted">On this page</p>
          <ol className="mt-3 grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-11 items-center text-[15px] text-muted hover:text-primary lg:min-h-9"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="min-w-0 space-y-12">
          {SECTIONS.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-ink">
                {section.title}
              </h2>
              <Prose className="mt-4">{section.body}</Prose>
            </section>
          ))}

          <section
            aria-labelledby="contact-privacy-heading"
            className="rounded-card border border-line bg-surface p-6 sm:p-8"
          >
            <h2 id="contact-privacy-heading" className="text-2xl font-bold text-ink">
              Contact our privacy officer
            </h2>
            <p className="mt-3 max-w-[60ch] text-muted">
              Send a message through our contact form and start it with “Privacy”. For questions about your
              care rather than your information, see{' '}
              <Link
                to={paths.patientInfo}
                className="font-semibold text-primary underline underline-offset-4"
              >
                patient information
              </Link>
              .
            </p>
            <ContactButton variant="primary" className="mt-6">
              Contact the privacy officer
            </ContactButton>
          </section>
        </div>
      </Container>
    </>
  );
}
