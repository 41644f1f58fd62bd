import { paths, STATES, workplaceStatePath } from '@curo/core/routes';
import { Link } from 'react-router';
import { CuroSymbol } from '../../components/ui/curo-symbol';
import { openContactDialog } from '../../lib/contact-dialog-store';

const columns = [
  {
    title: 'Care',
    links: [
      { to: paths.consultDrNow, label: 'See a doctor now' },
      { to: paths.medicalCertificate, label: 'Medical certificates' },
      { to: paths.adhd, label: 'ADHD assessment' },
      { to: paths.paediatrics, label: 'Paediatrics' },
      { to: paths.expertOpinion, label: 'Expert opinion' },
      { to: paths.concussion, label: 'Concussion care' },
      { to: paths.travelInsurance, label: 'Travel insurance' },
    ],
  },
  {
    title: 'Work and business',
    links: [
      { to: paths.workersComp, label: "Workers' compensation" },
      { to: paths.workplace, label: 'Workplace health' },
      { to: paths.business, label: 'Curo for business' },
      { to: paths.referPatient, label: 'Refer a patient' },
      { to: paths.browseHospital, label: 'Hospitals' },
    ],
  },
  {
    title: 'Curo',
    links: [
      { to: paths.about, label: 'About us' },
      { to: paths.executiveTeam, label: 'Our team' },
      { to: paths.press, label: 'Press' },
      { to: paths.pricing, label: 'Pricing' },
      { to: paths.blog, label: 'Blog' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: paths.faq, label: 'FAQ' },
      { to: paths.patientInfo, label: 'Patient information' },
      { to: paths.privacyPolicy, label: 'Privacy policy' },
      { to: paths.contact, label: 'Contact page' },
    ],
  },
];

const footerLink = 'inline-flex min-h-11 items-center text-sm text-slate-300 hover:text-white sm:min-h-8';

export function SiteFooter() {
  return (
    <footer className="mt-auto bg-ink text-slate-300">
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_repeat(4,1fr)]">
          <div>
            <Link to={paths.home} className="flex items-center gap-2 text-white" aria-label="Curo home">
              <CuroSymbol size={32} />
              <span className="text-xl font-bold">Curo</span>
            </Link>
            <p className="mt-4 max-w-xs text-sm">
              Australian doctors and specialists by video or phone, today. Curo is an open-source telehealth
              platform.
            </p>
            <button
              type="button"
              onClick={openContactDialog}
              className="mt-5 inline-flex min-h-11 items-center rounded-lg bg-accent px-4 font-semibold text-ink hover:brightness-95"
            >
              Contact us
            </button>
          </div>
          {columns.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{col.title}</h2>
              <ul className="mt-3 grid grid-cols-2 gap-x-4 sm:block">
                {col.links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className={footerLink}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <nav aria-label="Workplace pages by state" className="mt-10 border-t border-white/10 pt-6">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {STATES.map((s) => (
              <li key={s.code}>
                <Link to={workplaceStatePath(s.code)} className={footerLink}>
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex flex-col gap-2 border-t border-white/10 pt-6 text-sm sm:flex-row sm:justify-between">
          <p className="font-semibold text-white">
            In an emergency, call 000. For crisis support, Lifeline 13 11 14.
          </p>
          <p>© {new Date().getFullYear()} Curo. Prices in AUD.</p>
        </div>
      </div>
    </footer>
  );
}
