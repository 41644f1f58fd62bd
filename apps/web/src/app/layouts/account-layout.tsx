import type { TRole } from '@curo/core/auth';
import { paths } from '@curo/core/routes';
import {
  CalendarDays,
  Clock,
  CreditCard,
  House,
  Inbox,
  ListChecks,
  LogOut,
  type LucideIcon,
  MessageSquare,
  Receipt,
  ShieldCheck,
  UserRound,
  Users,
  Zap,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { RequireSession } from '../../components/access/require-session';
import { PageLoadingBar } from '../../components/ui/page-loading-bar';
import { profilePathFor } from '../../features/account';
import { UnreadBadge, useUnreadMessageCount } from '../../features/chat';
import { MaskBanner } from '../../features/mask';
import { useCurrentUser } from '../../lib/use-current-user';
import { ScrollToTop } from '../scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

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
 * their own profile page and appointments (doctors their calendar, availability and requests too;
 * instant doctors their queue; patients their payment methods and payment history); Curo
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
  }
  if (role === 'doctor') {
    middle.push({ to: paths.doctorCalendar, label: 'Calendar', icon: CalendarDays, end: false });
    middle.push({ to: paths.doctorAvailability, label: 'Availability', icon: Clock, end: false });
    middle.push({ to: paths.accountAppointments, label: 'Appointments', icon: ListChecks, end: false });
    middle.push({ to: paths.doctorRequests, label: 'Requests', icon: Inbox, end: false });
  }
  if (role === 'nurse')
    middle.push({ to: paths.nurseAppointments, label: 'Appointments', icon: CalendarDays, end: false });
  if (role === 'companyAdmin')
    middle.push({ to: paths.companyAppointments, label: 'Appointments', icon: CalendarDays, end: false });
  if (role === 'admin') middle.push({ to: paths.admin, label: 'Administration', icon: Users, end: false });
  return [overview, messages, ...middle, security];
}

const itemClass =
  'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-[15px] font-medium whitespace-nowrap transition-colors';
const sectionClass = ({ isActive }: { isActive: boolean }) =>
  `${itemClass} ${isActive ? 'bg-primary-soft text-primary' : 'text-muted hover:bg-white hover:text-ink'}`;

/**
 * On a phone the sections are a row that scrolls sideways: the current page's link is brought
 * into the row's view whenever the page (or the number of sections) changes, never moving the page
 * itself up or down.
 */
function useActiveSectionInView(count: number) {
  const row = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page or the sections change
  useEffect(() => {
    const list = row.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const link = active.getBoundingClientRect();
    const view = list.getBoundingClientRect();
    if (link.left < view.left || link.right > view.right)
      list.scrollLeft = Math.max(0, list.scrollLeft + link.left - view.left - 16);
  }, [pathname, count]);
  return row;
}

/**
 * The signed-in area: the site's header and footer around the account pages, with their own
 * navigation (a row on phones, a column from large screens). Only shown with a session; without
 * one the visitor signs in and comes back to the same page.
 */
export function AccountLayout() {
  const navigation = useNavigation();
  const { user } = useCurrentUser();
  const sections = accountSections(user?.role);
  const unread = useUnreadMessageCount();
  const row = useActiveSectionInView(sections.length);
  return (
    <RequireSession>
      <div className="flex min-h-dvh flex-col">
        <ScrollToTop />
        <PageLoadingBar active={navigation.state === 'loading'} />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3"
        >
          Skip to content
        </a>
        <MaskBanner />
        <SiteHeader />
        <div className="flex-1 bg-surface">
          <div className="mx-auto w-full max-w-[1200px] px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-10 lg:py-12">
            <nav
              aria-label="Account"
              className="-mx-4 border-b border-line px-4 pb-3 lg:mx-0 lg:border-0 lg:p-0"
            >
              <ul
                ref={row}
                className="flex gap-1 overflow-x-auto lg:sticky lg:top-24 lg:flex-col lg:overflow-visible"
              >
                {sections.map(({ to, label, icon: Icon, end }) => (
                  <li key={to}>
                    <NavLink to={to} end={end} className={sectionClass}>
                      <Icon className="hidden size-5 sm:block" aria-hidden />
                      {label}
                      {to === paths.messages ? <UnreadBadge count={unread} /> : null}
                    </NavLink>
                  </li>
                ))}
                <li className="lg:mt-2 lg:border-t lg:border-line lg:pt-2">
                  <Link
                    to={paths.signOut}
                    className={`${itemClass} text-muted hover:bg-white hover:text-ink`}
                  >
                    <LogOut className="hidden size-5 sm:block" aria-hidden />
                    Sign out
                  </Link>
                </li>
              </ul>
            </nav>
            <main id="main" className="min-w-0 pt-6 lg:pt-0">
              <Outlet />
            </main>
          </div>
        </div>
        <SiteFooter />
      </div>
    </RequireSession>
  );
}
