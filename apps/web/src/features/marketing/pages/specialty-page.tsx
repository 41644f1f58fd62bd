import { paths } from '@curo/core/routes';
import { Baby, Brain, ClipboardList, Stethoscope } from 'lucide-react';
import { useParams } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { ButtonLink, ContactButton } from '../components/button-link';
import { EmptyState } from '../components/empty-state';
import { HelpfulLinks } from '../components/helpful-links';
import { Hero } from '../components/hero';
import { humaniseSlug } from '../utils/humanise-slug';

/** Any specialty without its own page yet (`/specialty/:slug`). ADHD and paediatrics have their own. */
export function SpecialtyPage() {
  const { slug } = useParams();
  const name = humaniseSlug(slug) || 'Specialty';
  return (
    <>
      <PageMeta
        title={name}
        description="Curo specialists by video. ADHD and paediatric consults are available now; contact us about other specialties."
      />
      <Hero
        eyebrow="Specialties"
        title={name}
        lead={
          <p>
            Curo specialists see patients by video, with a Medicare rebate when you have a valid GP referral.
            Our ADHD and paediatric specialists are taking bookings now.
          </p>
        }
        size="compact"
      />
      <EmptyState
        icon={ClipboardList}
        title="We’re preparing this specialty page"
        actions={
          <>
            <ContactButton variant="primary">Contact us</ContactButton>
            <ButtonLink to={paths.consultDrNow} variant="secondary">
              See a GP
            </ButtonLink>
          </>
        }
        more={
          <HelpfulLinks
            title="Specialties available now"
            items={[
              {
                to: paths.adhd,
                title: 'ADHD',
                description: 'Assessment and review for adults, adolescents and children.',
                icon: Brain,
              },
              {
                to: paths.paediatrics,
                title: 'Paediatrics',
                description: 'Babies, children and teenagers, with a parent or carer.',
                icon: Baby,
              },
              {
                to: paths.expertOpinion,
                title: 'Expert opinion',
                description: 'A second opinion from a specialist.',
                icon: Stethoscope,
              },
            ]}
          />
        }
      >
        <p>
          We do not have details of Curo specialists in this area to show yet. If you are looking for a
          specialist, send us a message and we will tell you whether we can help, or a GP can advise you and
          write a referral.
        </p>
      </EmptyState>
    </>
  );
}
