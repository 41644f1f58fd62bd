import { paths, STATES, workplaceStatePath } from '@curo/core/routes';
import { ClipboardCheck, FileText, MapPin, Receipt, Route, ScanSearch, Stethoscope } from 'lucide-react';
import { PageMeta } from '../../../components/ui/page-meta';
import { ButtonLink } from '../components/button-link';
import { Callout } from '../components/callout';
import { CheckList } from '../components/check-list';
import { ClaimCtaBand } from '../components/claim-cta-band';
import { EmergencyNote } from '../components/emergency-note';
import { FactCard } from '../components/fact-card';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { LinkCards } from '../components/link-cards';
import { Section } from '../components/section';
import { Steps } from '../components/steps';
import { WORKPLACE_STATES } from '../content/workplace-states';
import { usePriceList } from '../hooks/use-price-list';

export function WorkersCompPage() {
  const { priceOf } = usePriceList();
  return (
    <>
      <PageMeta
        title="Workers' compensation telehealth"
        description="Telehealth for workplace injuries: GP reviews and certificates of capacity by video or phone, billed to the insurer once your claim is accepted. Every Australian state and territory."
      />

      <Hero
        eyebrow="Workers’ compensation"
        title="Telehealth care for workplace injuries"
        lead={
          <p>
            If you have been hurt at work, a Curo GP can see you by video or phone for reviews and for the
            certificates your insurer needs. Once your claim is accepted, give us the claim number and the
            consult is billed to the insurer, not to you.
          </p>
        }
        actions={
          <>
            <ButtonLink to={paths.consultDrNow}>Book a consult</ButtonLink>
            <ButtonLink to={paths.workplace} variant="secondary">
              Find your state’s scheme
            </ButtonLink>
          </>
        }
        aside={
          <FactCard
            facts={[
              { icon: Receipt, label: 'With an accepted claim', value: 'Billed to your insurer' },
              { icon: Stethoscope, label: 'Before the claim is accepted', value: priceOf('standard') },
              {
                icon: ClipboardCheck,
                label: 'Have ready',
                value: 'Claim number, insurer’s name and your employer’s details',
              },
              { icon: FileText, label: 'Certificates', value: 'The certificate of capacity your state uses' },
            ]}
          />
        }
      >
        <EmergencyNote>
          For a serious injury, get first aid and go to a hospital emergency department.
        </EmergencyNote>
      </Hero>

      <Section tone="surface" eyebrow="How it works" title="From injury to recovery">
        <Steps
          steps={[
            {
              title: 'Tell your employer',
              body: 'Report the injury as soon as you can, even if it seems minor, and note when and how it happened.',
            },
            {
              title: 'Lodge your claim',
              body: 'Your employer or the insurer gives you a claim form. Your first certificate comes from a doctor who has assessed you.',
            },
            {
              title: 'Book with your claim number',
              body: 'Enter the claim number and insurer when you book. Once it is accepted, the insurer pays for the consult.',
            },
            {
              title: 'Reviews and certificates',
              body: 'Your Curo doctor reviews your recovery, updates your certificate and works with your return to work plan.',
            },
          ]}
        />
      </Section>

      <Section
        eyebrow="What we do"
        title="What a Curo doctor can help with"
        intro={
          <p>
            We treat the worker. Our doctors do not carry out independent medical examinations for insurers or
            employers.
          </p>
        }
      >
        <FeatureGrid
          columns={2}
          items={[
            {
              icon: Stethoscope,
              title: 'Consults after an injury',
              body: 'For injuries that can be assessed by video, such as some sprains, strains and cuts that have been treated. If you need an examination in person, the doctor will say so.',
            },
            {
              icon: FileText,
              title: 'Certificates of capacity',
              body: 'The certificate your state’s scheme uses, stating what you can and cannot do at work and for how long.',
            },
            {
              icon: Route,
              title: 'Return to work',
              body: 'With your consent, the doctor can talk to your employer or rehabilitation provider about suitable duties.',
            },
            {
              icon: ScanSearch,
              title: 'Referrals',
              body: 'For imaging, physiotherapy or a specialist. Your insurer may need to approve some of these first.',
            },
          ]}
        />
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <Callout title="Before your claim is accepted">
            <p>
              Book a standard consult ({priceOf('standard')}) and keep the invoice. Whether your insurer
              reimburses it depends on your claim and your state’s scheme.
            </p>
          </Callout>
          <Callout title="Your privacy">
            <p>
              Your insurer receives the certificate and the information needed to manage your claim. The rest
              of your health record stays private, and we tell you what we send.
            </p>
          </Callout>
        </div>
      </Section>

      <Section
        tone="surface"
        eyebrow="Not suited to telehealth"
        title="When you need to be seen in person"
        width="narrow"
      >
        <CheckList
          kind="no"
          items={[
            'Head injuries with confusion, vomiting or loss of consciousness: go to an emergency department',
            'Suspected broken bones, dislocations or deep wounds',
            'Eye injuries, chemical exposure or burns',
            'Injuries that need a hands-on examination to assess',
          ]}
        />
      </Section>

      <Section
        eyebrow="Your state or territory"
        title="Each scheme works differently"
        intro={
          <p>
            The insurer, the regulator and even the name of the certificate change from state to state. Choose
            yours to see how it works with Curo.
          </p>
        }
      >
        <LinkCards
          columns={4}
          items={STATES.map((s) => ({
            to: workplaceStatePath(s.code),
            title: s.name,
            description: WORKPLACE_STATES[s.code].scheme.regulator,
            icon: MapPin,
          }))}
        />
      </Section>

      <ClaimCtaBand />
    </>
  );
}
