import { paths } from '@curo/core/routes';
import {
  Building2,
  ChevronRight,
  LayoutTemplate,
  Link2,
  type LucideIcon,
  MessageCircleQuestion,
  Newspaper,
  Stethoscope,
  TicketPercent,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';

export type TContentSection =
  | 'faq'
  | 'blog'
  | 'specialties'
  | 'companies'
  | 'site'
  | 'shortLinks'
  | 'discountCodes';

const SECTIONS: readonly { key: TContentSection; to: string; label: string; icon: LucideIcon }[] = [
  { key: 'faq', to: paths.adminFaq, label: 'FAQ', icon: MessageCircleQuestion },
  { key: 'blog', to: paths.adminBlog, label: 'Blog', icon: Newspaper },
  { key: 'specialties', to: paths.adminSpecialties, label: 'Specialties', icon: Stethoscope },
  { key: 'companies', to: paths.adminCompanies, label: 'Companies', icon: Building2 },
  { key: 'site', to: paths.adminSite, label: 'Prices and home page', icon: LayoutTemplate },
  { key: 'shortLinks', to: paths.adminShortLinks, label: 'Short links', icon: Link2 },
  { key: 'discountCodes', to: paths.adminDiscountCodes, label: 'Discount codes', icon: TicketPercent },
];

interface Crumb {
  label: string;
  to: string;
}

interface ContentAdminPageProps {
  section: TContentSection;
  title: string;
  /** Under the heading: what the screen is for. */
  description: ReactNode;
  /** Text for the document's description. */
  metaDescription: string;
  /** The screen's main call to action, beside the heading. */
  actions?: ReactNode;
  /** Pages between the section and this one, such as the blog list above a post. */
  crumbs?: readonly Crumb[];
  children: ReactNode;
}

/**
 * The frame of every public-content admin screen: a trail back to the admin area, a
 * sub-navigation between the content screens (a scrolling row on phones), and the screen's
 * heading with its main action. Render it inside `AdminOnly`, with the screen's queries, so that
 * nobody else's browser asks for anything.
 */
export function ContentAdminPage({
  section,
  title,
  description,
  metaDescription,
  actions,
  crumbs = [],
  children,
}: ContentAdminPageProps) {
  const current = SECTIONS.find((s) => s.key === section);
  const sectionList = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls sideways: bring the current screen's link into view.
  useEffect(() => {
    const list = sectionList.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, []);
  const trail: Crumb[] = [
    { label: 'Administration', to: paths.admin },
    ...(current && (crumbs.length > 0 || current.label !== title)
      ? [{ label: current.label, to: current.to }]
      : []),
    ...crumbs,
  ];
  return (
    <>
      <PageMeta title={title} description={metaDescription} noIndex />
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-muted">
          {trail.map((crumb) => (
            <li key={crumb.to} className="flex items-center gap-1">
              <Link to={crumb.to} className="rounded underline-offset-4 hover:text-primary hover:underline">
                {crumb.label}
              </Link>
              <ChevronRight className="size-4 text-slate-400" aria-hidden />
            </li>
          ))}
          <li aria-current="page" className="font-medium text-ink">
            {title}
          </li>
        </ol>
      </nav>
      <nav aria-label="Site content" className="-mx-4 mt-4 border-b border-line px-4 sm:mx-0 sm:px-0">
        <ul ref={sectionList} className="relative -mb-px flex gap-1 overflow-x-auto">
          {SECTIONS.map(({ key, to, label, icon: Icon }) => (
            <li key={key} className="shrink-0">
              <Link
                to={to}
                aria-current={key === section ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-[15px] font-medium whitespace-nowrap transition-colors ${
                  key === section
                    ? 'border-primary text-primary'
                    : 'border-transparent text-muted hover:border-line hover:text-ink'
                }`}
              >
                <Icon className="hidden size-4 sm:block" aria-hidden />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
          <p className="mt-2 max-w-[62ch] text-muted">{description}</p>
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </>
  );
}
