import { paths } from '@curo/core/routes';
import { Building2, Hospital } from 'lucide-react';
import { PageMeta } from '../../../components/ui/page-meta';
import { ButtonLink, ContactButton } from '../components/button-link';
import { Callout } from '../components/callout';
import { CheckList } from '../components/check-list';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { Section } from '../components/section';
import { Steps } from '../components/steps';

export function BrowseHospitalPage() {
  return (
    <>
      <PageMeta
        title="Hospitals and referral pathways"
        description="How referrals from a Curo specialist to hospital work: public and private options, private health insurance, waiting periods, informed financial consent and follow-up by telehealth."
      />

      <Hero
        eyebrow="Hospitals"
        title="From a video consult to hospital care"
        lead={
          <p>
            Sometimes a specialist recommends treatment in hospital: a procedure, an operation or an
            admission. This page explains how that referral works, what your options are in the public and
            private systems, and how to find out what it will cost before you decide.
          </p>
        }
        actions={
          <>
            <ContactButton variant="primary">Ask about a hospital referral</ContactButton>
            <ButtonLink to={paths.expertOpinion} variant="secondary">
              Get an expert opinion
            </ButtonLink>
          </>
        }
      />

      <Section tone="surface" eyebrow="The pathway" title="How a hospital referral works">
        <Steps
          steps={[
            {
              title: 'GP referral',
              body: 'Your GP refers you to a specialist. The referral also makes you eligible for a Medicare rebate.',
            },
            {
              title: 'Specialist consult',
              body: 'You see the specialist by video. They review your history and results, and may ask for tests.',
            },
            {
              title: 'Your options',
              body: 'If hospital care is recommended, the specialist explains the public and private options open to you.',
            },
            {
              title: 'Costs, then admission',
              body: 'Before you agree, you receive an estimate of the costs. Follow-up after discharge can often be by video.',
            },
          ]}
        />
      </Section>

      <Section
        eyebrow="Public or private"
        title="Your choices"
        intro={
          <p>
            Both systems provide good care. The difference is mostly in choice, timing and cost, and the right
            answer depends on your circumstances.
          </p>
        }
      >
        <FeatureGrid
          columns={2}
          items={[
            {
              icon: Building2,
              title: 'As a public patient',
              body: 'Treatment in a public hospital is free under Medicare. The hospital assigns your doctor, and non-urgent procedures can have waiting lists. Your GP can refer you to a public hospital clinic.',
            },
            {
              icon: Hospital,
              title: 'As a private patient',
              body: 'You can choose your specialist and often your timing. Medicare pays 75% of the schedule fee for doctors’ services in hospital; private hospital cover, if you have it, pays towards the rest and the hospital costs.',
            },
          ]}
        />
        <Callout title="Where Curo fits" className="mt-8">
          <p>
            Many specialists who consult through Curo also treat patients in hospitals near where they
            practise. If your specialist recommends hospital care, they will tell you where they or a trusted
            colleague could treat you, what it is likely to cost and what the public alternative is. Referrals
            are made on your needs, not on commercial arrangements: Curo does not receive payments from
            hospitals for referrals.
          </p>
        </Callout>
      </Section>

      <Section tone="surface" eyebrow="Before you agree" title="Know the cost first" width="narrow">
        <div className="space-y-6">
          <p className="text-lg text-muted">
            Before a planned private admission, you should receive a written estimate of the fees from your
            specialist, the anaesthetist and the hospital. This is called informed financial consent. Ask for
            it if you do not get it.
          </p>
          <div>
            <h3 className="text-lg font-semibold text-ink">Questions to ask your health insurer</h3>
            <div className="mt-4">
              <CheckList
                items={[
                  'Does my hospital cover include this treatment, and have I served the waiting periods?',
                  'What excess or co-payment will I pay?',
                  'Does the hospital have an agreement with my insurer?',
                  'Will my specialist and anaesthetist use a gap scheme, and what gap will I pay?',
                ]}
              />
            </div>
          </div>
          <p className="text-muted">
            Waiting periods usually apply to new or upgraded hospital cover: commonly 12 months for
            pre-existing conditions and pregnancy, and 2 months for most other treatment. Your insurer can
            confirm yours.
          </p>
        </div>
      </Section>

      <CtaBand
        title="Need help with a hospital referral?"
        body={<p>Tell us what your specialist has recommended and we will explain your next steps.</p>}
        actions={<ContactButton variant="accent">Send us a message</ContactButton>}
      />
    </>
  );
}
