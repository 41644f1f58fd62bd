import { paths } from '@curo/core/routes';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CuroSymbol } from '../../components/ui/curo-symbol';
import { openContactDialog } from '../../lib/contact-dialog-store';

const nav = [
  { to: paths.consultDrNow, label: 'See a doctor' },
  { to: paths.medicalCertificate, label: 'Medical certificates' },
  { to: paths.adhd, label: 'Specialists' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.business, label: 'For business' },
  { to: paths.faq, label: 'Help' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 text-[15px] font-medium transition-colors hover:bg-surface hover:text-ink ${
    isActive ? 'text-primary' : 'text-muted'
  }`;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // A new page closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-4 px-4 sm:px-6">
        <Link to={paths.home} className="flex min-h-11 items-center gap-2 rounded-lg" aria-label="Curo home">
          <CuroSymbol size={32} />
          <span className="text-xl font-bold tracking-tight text-ink">Curo</span>
        </Link>
        <nav aria-label="Main" className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <button
            type="button"
            onClick={openContactDialog}
            className="hidden min-h-11 items-center rounded-lg px-3 text-[15px] font-medium text-muted hover:bg-surface hover:text-ink sm:inline-flex"
          >
            Contact us
          </button>
          <Link
            to={paths.consultDrNow}
            className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 text-[15px] font-semibold text-white hover:bg-primary-hover"
          >
            Book a consult
          </Link>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label="Main" className="border-t border-line bg-white lg:hidden">
          <ul className="mx-auto flex max-w-[1200px] flex-col px-4 py-2 sm:px-6">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => {
                  setMenuOpen(false);
                  openContactDialog();
                }}
                className="inline-flex min-h-11 w-full items-center rounded-lg px-3 text-[15px] font-medium text-muted hover:bg-surface"
              >
                Contact us
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
