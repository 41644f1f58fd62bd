import { paths } from '@curo/core/routes';
import {
  BadgeDollarSign,
  Building2,
  CalendarDays,
  LayoutTemplate,
  Link2,
  type LucideIcon,
  MessageCircleQuestion,
  Newspaper,
  PhoneCall,
  Printer,
  Stethoscope,
  TicketPercent,
} from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AdminOnly } from '../../../components/access/admin-only';
import { PageMeta } from '../../../components/ui/page-meta';
import { type TabOption, TabPanel, Tabs } from '../../../components/ui/tabs';
import { AuditPanel } from '../components/audit-panel';
import { PharmaciesImportPanel } from '../components/pharmacies-import-panel';
import { RecordViewsPanel } from '../components/record-views-panel';
import { UsersPanel } from '../components/users-panel';

type AdminView = 'users' | 'audit' | 'views' | 'pharmacies';

const VIEWS: readonly TabOption<AdminView>[] = [
  { key: 'users', label: 'Users' },
  { key: 'audit', label: 'Audit trail' },
  { key: 'views', label: 'Records opened' },
  { key: 'pharmacies', label: 'Pharmacies' },
];
const TABS_ID = 'admin-view';

/** The public content's admin screens (features/admin-content), reached from here. */
const CONTENT_LINKS: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: paths.adminFaq, label: 'FAQ', icon: MessageCircleQuestion },
  { to: paths.adminBlog, label: 'Blog', icon: Newspaper },
  { to: paths.adminSpecialties, label: 'Specialties', icon: Stethoscope },
  { to: paths.adminCompanies, label: 'Companies', icon: Building2 },
  { to: paths.adminSite, label: 'Prices and home page', icon: LayoutTemplate },
  { to: paths.adminShortLinks, label: 'Short links', icon: Link2 },
  { to: paths.adminDiscountCodes, label: 'Discount codes', icon: TicketPercent },
  { to: paths.adminMedicareItems, label: 'Medicare items', icon: BadgeDollarSign },
];

/**
 * `/admin`: the people using Curo (search, filter, create staff, block, delete), the audit
 * trail and the records-opened report of a breach investigation, each a tab whose choice and filters are in the address. Administrators only.
 */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const view: AdminView = tab === 'audit' || tab === 'views' || tab === 'pharmacies' ? tab : 'users';
  // Each tab has its own filters; changing tab leaves the other's behind.
  const select = (next: AdminView) =>
    setParams(next === 'users' ? {} : { tab: next }, { preventScrollReset: true });

  return (
    <AdminOnly>
      <PageMeta
        title="Administration"
        description="Manage the people who use Curo and review the audit trail."
      />
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Administration</h1>
      <p className="mt-2 max-w-[60ch] text-muted">
        Find anyone who uses Curo, create staff accounts, and see what has been done and by whom.
      </p>
      <Link
        to={paths.adminAppointments}
        className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 text-[15px] font-medium text-ink transition-colors hover:border-primary hover:text-primary"
      >
        <CalendarDays className="size-4 text-primary" aria-hidden />
        Appointments
      </Link>
      <Link
        to={paths.adminFaxes}
        className="mt-6 ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 text-[15px] font-medium text-ink transition-colors hover:border-primary hover:text-primary"
      >
        <Printer className="size-4 text-primary" aria-hidden />
        Received faxes
      </Link>
      <Link
        to={paths.adminEmergencyLine}
        className="mt-6 ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 text-[15px] font-medium text-ink transition-colors hover:border-primary hover:text-primary"
      >
        <PhoneCall className="size-4 text-primary" aria-hidden />
        Emergency line
      </Link>
      <nav aria-labelledby="admin-content-heading" className="mt-6">
        <h2 id="admin-content-heading" className="text-sm font-semibold text-muted">
          Site content
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {CONTENT_LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 text-[15px] font-medium text-ink transition-colors hover:border-primary hover:text-primary"
              >
                <Icon className="size-4 text-primary" aria-hidden />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 max-w-[540px]">
        <Tabs label="Administration" idPrefix={TABS_ID} options={VIEWS} selected={view} onSelect={select} />
      </div>
      <div className="mt-6">
        <TabPanel idPrefix={TABS_ID} tabKey={view}>
          {view === 'users' ? (
            <UsersPanel />
          ) : view === 'audit' ? (
            <AuditPanel />
          ) : view === 'pharmacies' ? (
            <PharmaciesImportPanel />
          ) : (
            <RecordViewsPanel />
          )}
        </TabPanel>
      </div>
    </AdminOnly>
  );
}
