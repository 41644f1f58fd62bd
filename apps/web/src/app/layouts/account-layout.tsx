import type { TRole } from '@curo/core/auth';
import { paths } from '@curo/core/routes';
import {
  BellRing,
  CalendarDays,
  Clock,
  Contact,
  CreditCard,
  FileCheck,
  FileText,
  House,
  Inbox,
  Landmark,
  ListChecks,
  LogOut,
  type LucideIcon,
  Menu,
  MessageSquare,
  PhoneIncoming,
  Receipt,
  Send,
  ShieldCheck,
  UserRound,
  Users,
  X,
  Zap,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { RequireSession } from '../../components/access/require-session';
import { CuroSymbol } from '../../components/ui/curo-symbol';
import { PageLoadingBar } from '../../components/ui/page-loading-bar';
import { profilePathFor } from '../../features/account';
import { UnreadBadge, useUnreadMessageCount } from '../../features/chat';
import { MaskBanner } from '../../features/mask';
import { homePathFor } from '../../lib/next-path';
import { roleLabel } from '../../lib/role-label';
import { useCurrentUser } from '../../lib/use-current-user';
import { ScrollToTop } from '../scroll-to-top';

interface Section {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on its own path, not on the paths below it. */
  end: boolean;
}

const overview: Section = { to: paths.account, label: 'Overview', icon: House, end: true };
const security: Section = { to: paths.accountSecurity, label: 'Security', icon: ShieldCheck, end: false };
/**
 * Everyone signed in may take part in a consult, so everyone has its conversations; second, so its
 * unread count shows on a phone without scrolling the row.
 */
const messages: Section = { to: paths.messages, label: 'Messages', icon: MessageSquare, end: false };

/**
 * The account navigation a role sees: everyone has the overview, messages and security; patients and doctors
 * their own profile page and appointments (doctors their calendar, availability, requests and statements too;
 * instant doctors their queue; patients their payment methods, payment history, invoices, documents and referrals); Curo
 * administrators the users they manage. Until the user is known, only
 * what every role shares, so nothing appears that could then vanish.
 */
export function accountSections(role: TRole | undefined): Section[] {
  const middle: Section[] = [];
  const profile = role ? profilePathFor(role) : null;
  if (profile) middle.push({ to: profile, label: 'Profile', icon: UserRound, end: false });
  if (role === 'instantDoctor')
    middle.push({ to: paths.instantQueue, label: 'Queue', icon: Zap, end: false });
  if (role === 'patient' || role === 'instantDoctor')
    middle.push({ to: paths.accountAppointments, label: 'Appointments', icon: CalendarDays, end: false });
  if (role === 'patient') {
    middle.push({ to: paths.accountBilling, label: 'Payment methods', icon: CreditCard, end: false });
    middle.push({ to: paths.accountPaymentHistory, label: 'Payment history', icon: Receipt, end: false });
    middle.push({ to: paths.accountInvoices, label: 'Invoices', icon: FileText, end: false });
    middle.push({ to: paths.accountDocuments, label: 'Documents', icon: FileCheck, end: false });
    middle.push({ to: paths.accountReferrals, label: 'Referrals', icon: Send, end: false });
    middle.push({ to: paths.accountReminders, label: 'Reminders', icon: BellRing, end: false });
  }
  if (role === 'doctor') {
    middle.push({ to: paths.doctorCalendar, label: 'Calendar', icon: CalendarDays, end: false });
    middle.push({ to: paths.doctorAvailability, label: 'Availability', icon: Clock, end: false });
    middle.push({ to: paths.accountAppointments, label: 'Appointments', icon: ListChecks, end: false });
    middle.push({ to: paths.doctorRequests, label: 'Requests', icon: Inbox, end: false });
    middle.push({ to: paths.staffPatients, label: 'Patients', icon: Contact, end: false });
    middle.push({ to: paths.doctorStatements, label: 'Statements', icon: Landmark, end: false });
    middle.push({
      to: paths.doctorEmergencyCalls,
      label: 'Emergency calls',
      icon: PhoneIncoming,
      end: false,
    });
  }
  if (role === 'nurse')
    middle.push({ to: paths.nurseAppointments, label: 'Appointments', icon: CalendarDays, end: false });
  if (role === 'companyAdmin')
    middle.push({ to: paths.companyAppointments, label: 'Appointments', icon: CalendarDays, end: false });
  if (role === 'admin') middle.push({ to: paths.admin, label: 'Administration', icon: Users, end: false });
  if (role === 'nurse' || role === 'instantDoctor' || role === 'admin')
    middle.push({ to: paths.staffPatients, label: 'Patients', icon: Contact, end: false });
  return [overview, messages, ...middle, security];
}

const itemClass =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-[15px] font-medium whitespace-nowrap transition-colors';
const sectionClass = ({ isActive }: { isActive: boolean }) =>
  `${itemClass} ${isActive ? 'bg-primary-soft text-primary' : 'text-muted hover:bg-surface hover:text-ink'}`;

/**
 * The application's bar: the product mark (to the reader's home), who is signed in and as what,
 * and signing out. On phones it also holds the button that opens the navigation.
 */
function AppBar({ menuOpen, onMenu, unread }: { menuOpen: boolean; onMenu: () => void; unread: number }) {
  const { user } = useCurrentUser();
  return (
    <header className="sticky top-[var(--mask-banner-height,0px)] z-30 border-b border-line bg-white">
      <div className="flex h-14 items-center gap-2 px-3 sm:px-5">
        <button
          type="button"
          className="relative inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="account-nav"
          aria-label={menuOpen ? 'Close menu' : unread > 0 ? `Open menu (${unread} unread)` : 'Open menu'}
          onClick={onMenu}
        >
          {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          {!menuOpen && unread > 0 ? (
            <span className="absolute top-2 right-2 size-2.5 rounded-full bg-error" aria-hidden />
          ) : null}
        </button>
        <Link
          to={homePathFor(user?.role)}
          className="flex min-h-11 items-center gap-2 rounded-lg px-1"
          aria-label="Curo, your workspace"
        >
          <CuroSymbol size={28} />
          <span className="text-lg font-bold tracking-tight text-ink">Curo</span>
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-3">
          {user ? (
            <p className="hidden min-w-0 text-right leading-tight sm:block">
              <span className="block truncate text-sm font-semibold text-ink">
                {user.firstName} {user.lastName}
              </span>
              <span className="block truncate text-xs text-muted">{roleLabel(user.role)}</span>
            </p>
          ) : null}
          <Link
            to={paths.signOut}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-[15px] font-medium text-muted hover:bg-surface hover:text-ink"
          >
            <LogOut className="size-5" aria-hidden />
            Sign out
          </Link>
        </div>
      </div>
    </header>
  );
}

/**
 * The signed-in area (account and administration): an application layout, not the marketing
 * site's. A compact bar on top; the sections in a column beside the page from large screens, and
 * behind the bar's menu button on phones (closed again by choosing a page or pressing Escape). No
 * marketing footer. Only shown with a session; without one the visitor signs in and comes back to
 * the same page.
 */
export function AccountLayout() {
  const navigation = useNavigation();
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const sections = accountSections(user?.role);
  const unread = useUnreadMessageCount();
  const [menuOpen, setMenuOpen] = useState(false);

  // A new page closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <RequireSession>
      <div className="flex min-h-dvh flex-col bg-surface">
        <ScrollToTop />
        <PageLoadingBar active={navigation.state === 'loading'} />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3"
        >
          Skip to content
        </a>
        <MaskBanner />
        <AppBar menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} unread={unread} />
        <div className="flex-1 lg:grid lg:grid-cols-[232px_minmax(0,1fr)]">
          <nav
            id="account-nav"
            aria-label="Account"
            data-open={menuOpen}
            className={`${menuOpen ? 'block' : 'hidden'} border-b border-line bg-white px-3 py-3 shadow-card lg:block lg:border-r lg:border-b-0 lg:shadow-none`}
          >
            <ul className="flex flex-col gap-0.5 lg:sticky lg:top-[calc(3.5rem+var(--mask-banner-height,0px)+0.75rem)]">
              {sections.map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink to={to} end={end} className={sectionClass}>
                    <Icon className="size-5 shrink-0" aria-hidden />
                    {label}
                    {to === paths.messages ? <UnreadBadge count={unread} /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main id="main" className="min-w-0 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
            <div className="mx-auto w-full max-w-[1080px]">
              <Outlet />
            </div>
          </main>
        </div>
      </div>
    </RequireSession>
  );
}
