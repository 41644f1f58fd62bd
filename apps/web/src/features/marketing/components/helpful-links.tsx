import { paths } from '@curo/core/routes';
import { FileText, Info, Receipt, Stethoscope } from 'lucide-react';
import { LinkCards, type TLinkCard } from './link-cards';

const DEFAULT_LINKS: readonly TLinkCard[] = [
  {
    to: paths.consultDrNow,
    title: 'See a doctor',
    description: 'The five ways to consult, with prices.',
    icon: Stethoscope,
  },
  {
    to: paths.pricing,
    title: 'Pricing and Medicare',
    description: 'What each consult costs and what Medicare covers.',
    icon: Receipt,
  },
  {
    to: paths.medicalCertificate,
    title: 'Medical certificates',
    description: 'How certificates work and what they include.',
    icon: FileText,
  },
  {
    to: paths.patientInfo,
    title: 'Patient information',
    description: 'Getting ready for a consult, and your rights.',
    icon: Info,
  },
];

interface HelpfulLinksProps {
  title?: string;
  items?: readonly TLinkCard[];
}

/** Where to go from an empty page: the pages that answer most questions today. */
export function HelpfulLinks({ title = 'Pages that may help', items = DEFAULT_LINKS }: HelpfulLinksProps) {
  return (
    <nav aria-label={title}>
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <div className="mt-5">
        <LinkCards items={items} columns={items.length === 3 ? 3 : 2} />
      </div>
    </nav>
  );
}
