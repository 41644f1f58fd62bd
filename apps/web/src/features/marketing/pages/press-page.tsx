import { paths } from '@curo/core/routes';
import { FileText, Image, Megaphone, Palette, Users } from 'lucide-react';
import { CuroSymbol } from '../../../components/ui/curo-symbol';
import { PageMeta } from '../../../components/ui/page-meta';
import { ButtonLink, ContactButton } from '../components/button-link';
import { Callout } from '../components/callout';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { Section } from '../components/section';

const PALETTE = [
  { name: 'Curo teal', hex: '#0F766E', swatch: 'bg-primary' },
  { name: 'Ink', hex: '#0F172A', swatch: 'bg-ink' },
  { name: 'Coral', hex: '#F97360', swatch: 'bg-accent' },
  { name: 'Surface', hex: '#F8FAFC', swatch: 'bg-surface' },
] as const;

export function PressPage() {
  return (
    <>
      <PageMeta
        title="Press and media"
        description="Media enquiries for Curo, the Australian telehealth service: how to reach our press contact, who can comment, and what our media kit contains."
      />

      <Hero
        eyebrow="Press"
        title="Press and media"
        lead={
          <p>
            Journalists and producers writing about telehealth, access to doctors or digital health in
            Australia can reach our media team here. We can usually arrange a spokesperson on clinical,
            privacy or industry topics.
          </p>
        }
        actions={
          <>
            <ContactButton variant="primary">Make a media enquiry</ContactButton>
            <ButtonLink to={paths.executiveTeam} variant="secondary">
              Our leadership
            </ButtonLink>
          </>
        }
        size="compact"
      />

      <Section tone="surface" eyebrow="Press contact" title="How to reach us" width="narrow">
        <div className="space-y-4 text-lg text-muted">
          <p>
            Send your enquiry through our contact form and start the message with “Media”. Include your
            outlet, your deadline and the topic, and give a phone number if you would like a call back.
          </p>
          <p>
            Media enquiries are answered on business days, Sydney time (AEST/AEDT). If your deadline is the
            same day, say so at the top of your message.
          </p>
        </div>
        <Callout title="Patient privacy" className="mt-8">
          <p>
            We never confirm or discuss whether someone is a Curo patient, or the details of anyone’s care. If
            a patient wants to share their own story, they are free to do so.
          </p>
        </Callout>
      </Section>

      <Section
        eyebrow="Media kit"
        title="What is in our media kit"
        intro={<p>Ask for the media kit in your enquiry and we will send it with our reply.</p>}
      >
        <FeatureGrid
          columns={2}
          items={[
            {
              icon: Image,
              title: 'Logo and symbol',
              body: 'The Curo wordmark and symbol as SVG and PNG, in colour and in white for dark backgrounds.',
            },
            {
              icon: Palette,
              title: 'Colours and type',
              body: 'Our palette and typeface, so graphics about Curo match our own.',
            },
            {
              icon: FileText,
              title: 'Fact sheet',
              body: 'What Curo does, the consults we offer, how our prices and Medicare work, and where data is held.',
            },
            {
              icon: Users,
              title: 'Leadership biographies',
              body: 'Short biographies of our leadership team, and which spokesperson covers which topics.',
            },
          ]}
        />

        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <h3 className="text-lg font-semibold text-ink">The symbol</h3>
            <div className="mt-5 flex flex-wrap items-center gap-6">
              <CuroSymbol size={72} title="The Curo symbol" />
              <div className="flex items-center gap-3 rounded-card bg-ink p-4">
                <CuroSymbol size={48} />
                <span className="text-2xl font-bold text-white">Curo</span>
              </div>
            </div>
            <p className="mt-5 text-muted">
              A rounded cross whose four arms end in speech-bubble tails, for care and conversation. Please do
              not stretch, recolour or redraw it.
            </p>
          </div>
          <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <h3 className="text-lg font-semibold text-ink">Colours</h3>
            <ul className="mt-5 grid grid-cols-2 gap-4">
              {PALETTE.map((colour) => (
                <li key={colour.hex} className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={`size-10 shrink-0 rounded-lg border border-line ${colour.swatch}`}
                  />
                  <span>
                    <span className="block font-semibold text-ink">{colour.name}</span>
                    <span className="block text-sm text-muted">{colour.hex}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section tone="surface" eyebrow="Boilerplate" title="About Curo, for your story" width="narrow">
        <blockquote className="rounded-card border-l-4 border-primary bg-white p-6 text-lg text-ink shadow-card">
          Curo is an Australian telehealth service that connects people with Australian-registered GPs and
          specialists by video or phone. It offers GP consults, medical certificates, script renewals,
          workers’ compensation care and specialist consults in ADHD and paediatrics, with prices shown before
          booking and health information held in Australia. Curo runs on open-source software.
        </blockquote>
      </Section>

      <CtaBand
        title="Working on a story?"
        body={<p>Tell us your topic and deadline and we will find the right person to talk to.</p>}
        actions={
          <ContactButton variant="accent">
            <Megaphone aria-hidden="true" className="size-4" />
            Contact our media team
          </ContactButton>
        }
      />
    </>
  );
}
