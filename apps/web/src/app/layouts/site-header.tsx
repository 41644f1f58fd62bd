import { paths } from '@curo/core/routes';
import { Menu, UserRound, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CuroSymbol } from '../../components/ui/curo-symbol';
import { openContactDialog } from '../../lib/contact-dialog-store';
import { useCurrentUser } from '../../lib/use-current-user';

const nav = [
  { to: paths.consultDrNow, label: 'See a doctor' },
  { to: paths.medicalCertificate, label: 'Medical certificates' },
  { to: paths.adhd, label: 'Specialists' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.business, label: 'For business' },
  { to: paths.faq, label: 'Help' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 text-[15px] font-medium whitespace-nowrap transition-colors hover:bg-surface hover:text-ink lg:px-2 xl:px-3 ${
    isActive ? 'text-primary' : 'text-muted'
  }`;

/**
 * "My account" while a session is stored (including while the user is still being fetched, so
 * the header does not flicker), otherwise "Sign in".
 */
function useAccountLink() {
  const { hasSession } = useCurrentUser();
  return hasSession ? { to: paths.account, label: 'My account' } : { to: paths.login, label: 'Sign in' };
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const account = useAccountLink();

  // A new page closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-[var(--mask-banner-height,0px)] z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-4 px-4 sm:px-6">
        <Link to={paths.home} className="flex min-h-11 items-center gap-2 rounded-lg" aria-label="Curo home">
          <CuroSymbol size={32} />
          <span className="text-xl font-bold tracking-tight text-ink">Curo</span>
        </Link>
        {/* Between lg and xl the row is full, so spacing tightens rather than labels wrapping. */}
        <nav aria-label="Main" className="ml-4 hidden lg:ml-0 lg:block xl:ml-4">
          <ul className="flex items-center gap-1 lg:gap-0 xl:gap-1">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:gap-1 xl:gap-2">
          <button
            type="button"
            onClick={openContactDialog}
            className="hidden min-h-11 items-center rounded-lg px-3 text-[15px] font-medium whitespace-nowrap text-muted hover:bg-surface hover:text-ink sm:inline-flex lg:px-2 xl:px-3"
          >
            Contact us
          </button>
          {/* Phones have no room for it here; it is the first item of their menu instead. Beside the
              full navigation on a small laptop it shrinks to its icon; aria-label keeps its name. */}
          <Link
            to={account.to}
            title={account.label}
            aria-label={account.label}
            className="hidden min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-3 text-[15px] font-medium whitespace-nowrap text-ink hover:bg-surface hover:text-primary sm:inline-flex lg:px-2 xl:px-3"
          >
            <UserRound className="size-5 shrink-0" aria-hidden />
            <span className="lg:hidden xl:inline">{account.label}</span>
          </Link>
          <Link
            to={paths.consultDrNow}
            className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 text-[15px] font-semibold whitespace-nowrap text-white hover:bg-primary-hover"
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
            <li className="sm:hidden">
              <NavLink to={account.to} className={linkClass}>
                {account.label}
              </NavLink>
            </li>
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
