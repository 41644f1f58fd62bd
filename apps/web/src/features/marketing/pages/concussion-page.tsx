import { paths } from '@curo/core/routes';
import { Activity, BookOpen, Briefcase, CalendarClock, Receipt, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { textLink } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { CheckList } from '../components/check-list';
import { CtaActions } from '../components/cta-actions';
import { CtaBand } from '../components/cta-band';
import { EmergencyNote } from '../components/emergency-note';
import { FactCard } from '../components/fact-card';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { Section } from '../components/section';
import { Steps } from '../components/steps';
import { WarningSigns } from '../components/warning-signs';
import { usePriceList } from '../hooks/use-price-list';

export function ConcussionPage() {
  const { priceOf } = usePriceList();
  return (
    <>
      <PageMeta
        title="Concussion follow-up"
        description="Telehealth follow-up after concussion: symptom reviews and a gradual return to work, study and sport with an Australian GP. Red flags that need 000 or an emergency department."
      />

      <Hero
        eyebrow="Concussion"
        title="Concussion recovery, with a GP by video"
        lead={
          <p>
            After a concussion, recovery is gradual and differs from person to person. Once you have been
            assessed in person, a Curo GP can follow up by video: checking your symptoms, planning a steady
            return to work, study and sport, and telling you when you need to be seen again in person.
          </p>
        }
        actions={<CtaActions label="Book a follow-up" ask="Questions? Contact us" />}
        aside={
          <FactCard
            facts={[
              { icon: Receipt, label: 'Follow-up consult', value: priceOf('standard') },
              {
                icon: Briefcase,
                label: 'Injured at work',
                value: 'Billed to the insurer with an accepted claim',
              },
              { icon: Users, label: 'Who', value: 'Adults, and children with a parent or carer present' },
              {
                icon: CalendarClock,
                label: 'When',
                value: 'In the days and weeks after your first assessment',
              },
            ]}
          />
        }
      >
        <EmergencyNote>
          If you have hit your head and have not been checked by a doctor, see one in person today.
        </EmergencyNote>
      </Hero>

      <Section
        tone="surface"
        eyebrow="Red flags"
        title="Call 000 or go to an emergency department if"
        intro={<p>These signs can mean a more serious injury. Do not wait for a telehealth consult.</p>}
      >
        <WarningSigns
          title="Any of these, at any time after a head injury"
          columns={2}
          signs={[
            'A severe or worsening headache',
            'Repeated vomiting',
            'A seizure or fit',
            'Loss of consciousness, or drowsiness and difficulty waking',
            'Confusion, or unusual, restless or aggressive behaviour',
            'Weakness, numbness or tingling in the arms or legs',
            'Neck pain or tenderness',
            'Double vision or slurred speech',
          ]}
        />
      </Section>

      <Section eyebrow="How it works" title="Follow-up care, step by step">
        <Steps
          steps={[
            {
              title: 'First assessment in person',
              body: 'Straight after the injury, a doctor, hospital or sports medical team checks you for anything serious.',
            },
            {
              title: 'Book a video follow-up',
              body: 'A day or two later, or when you were told to follow up. Have any discharge letter ready to share.',
            },
            {
              title: 'Agree a plan',
              body: 'The GP reviews your symptoms and sets out a gradual return to daily life, screens, work and study.',
            },
            {
              title: 'Review as you recover',
              body: 'Follow-ups check progress before each step up. If symptoms linger, the GP refers you on.',
            },
          ]}
        />
      </Section>

      <Section tone="surface" eyebrow="What we help with" title="Getting back to work, study and sport">
        <FeatureGrid
          items={[
            {
              icon: Briefcase,
              title: 'Work',
              body: 'Certificates for time off and a plan for reduced hours or lighter duties. A workplace injury may be covered by workers’ compensation.',
              link: { to: paths.workersComp, label: 'Workers’ compensation' },
            },
            {
              icon: BookOpen,
              title: 'Study',
              body: 'Certificates and advice for school, TAFE or university, including breaks from screens and assessment extensions.',
              link: { to: paths.medicalCertificate, label: 'Medical certificates' },
            },
            {
              icon: Trophy,
              title: 'Sport',
              body: 'Guidance through your sport’s graded return. Many codes require a doctor’s clearance before contact training; some require it in person.',
            },
          ]}
        />
      </Section>

      <Section eyebrow="Limits" title="What a video consult cannot do" width="narrow">
        <CheckList
          kind="no"
          items={[
            'Replace the first assessment after a head injury',
            'Examine your neck, balance and reflexes the way an in-person consult can',
            'Clear you for contact sport where your sport’s rules require an in-person assessment',
          ]}
        />
        <p className="mt-6 text-muted">
          Children recovering from concussion can also be seen by a paediatrician with a GP referral.{' '}
          <Link to={paths.paediatrics} className={textLink}>
            Paediatric consults
          </Link>
          .
        </p>
        <div className="mt-6 flex items-center gap-3 text-muted">
          <Activity aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <p>If your symptoms get worse at any stage, stop and contact a doctor.</p>
        </div>
      </Section>

      <CtaBand
        title="Recovering from a concussion?"
        body={<p>Book a video follow-up with a GP and get a plan for the weeks ahead.</p>}
        actions={<CtaActions label="Choose a consult" onDark />}
      />
    </>
  );
}
