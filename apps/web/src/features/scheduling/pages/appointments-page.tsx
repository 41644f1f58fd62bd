import { paths } from '@curo/core/routes';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/field-styles';
import { LoadProblem } from '../../../components/ui/load-problem';
import { PageMeta } from '../../../components/ui/page-meta';
import { viewerTimeZone, zoneAbbreviation, zoneCity } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { type TListScope, useAppointmentList } from '../api/get-appointments';
import { AppointmentRow } from '../components/appointment-row';

export const PAGE_SIZE = 10;
const SCOPES: ReadonlyArray<{ id: TListScope; label: string }> = [
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'past', label: 'Past' },
];

/**
 * `/account/appointments`: your consults, upcoming (soonest first) and past (latest first), ten to
 * a page and searchable by name or reason; each with its state, time in your zone and the actions
 * its state allows. Changes arrive live. Scope, page and search are in the address.
 */
export function AppointmentsPage() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const scope: TListScope = params.get('scope') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const list = useAppointmentList(scope, page, PAGE_SIZE, search);
  useLiveUpdates();

  const go = (patch: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(patch)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim() || null, page: null });
  };

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const zone = viewerTimeZone();

  return (
    <div className="flex flex-col gap-5">
      <PageMeta title="Your appointments" description="Your upcoming and past consults." noIndex />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Your appointments</h1>
          <p className="mt-2 text-muted">
            Times are in your time zone, {zoneCity(zone)} ({zoneAbbreviation(new Date().toISOString(), zone)}
            ).
          </p>
        </div>
        {user?.role === 'patient' ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to={paths.accountWaitlist} className={secondaryButton}>
              Your waitlist
            </Link>
            <Link to={paths.book} className={primaryButton}>
              Book a consult
            </Link>
          </div>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div
          role="tablist"
          aria-label="Which appointments"
          className="flex gap-1 rounded-lg bg-white p-1 shadow-card"
        >
          {SCOPES.map((s) => (
            <button
              key={s.id}
              type="button"
              role="tab"
              aria-selected={scope === s.id}
              onClick={() => go({ scope: s.id === 'upcoming' ? null : s.id, page: null })}
              className={`min-h-11 flex-1 rounded-md px-4 text-[15px] font-semibold md:flex-none ${
                scope === s.id ? 'bg-primary text-white' : 'text-muted hover:text-ink'
              }`}
            >
              {s.label}
            </button>
          ))}
        </div>
        <search className="md:w-[360px]">
          <form onSubmit={submit} className="flex gap-2">
            <label htmlFor="appointment-search" className="sr-only">
              Search by name or reason
            </label>
            <input
              id="appointment-search"
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="Search by name or reason"
              maxLength={100}
              className={controlClass}
            />
            <button type="submit" className={`${secondaryButton} px-3`} aria-label="Search">
              <Search aria-hidden className="size-5" />
            </button>
          </form>
        </search>
      </div>

      <section aria-labelledby="appointments-list-heading" aria-busy={list.isFetching}>
        {/* The list's own heading keeps the order h1, h2, then each appointment's h3 (issue 15). */}
        <h2 id="appointments-list-heading" className="sr-only">
          {scope === 'past' ? 'Past appointments' : 'Upcoming appointments'}
        </h2>
        {list.isPending ? (
          <p role="status" className="text-muted">
            Loading your appointments…
          </p>
        ) : list.isError ? (
          <LoadProblem
            what="your appointments"
            message={errorMessage(list.error)}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <div className="rounded-card border border-dashed border-line bg-white p-6 text-muted">
            {search ? (
              <p>No appointments match “{search}”. Try another name or word.</p>
            ) : scope === 'upcoming' ? (
              <p>
                No upcoming consults.{' '}
                {user?.role === 'patient' ? (
                  <Link to={paths.book} className="font-semibold text-primary underline">
                    Book a consult
                  </Link>
                ) : (
                  'New bookings will appear here.'
                )}
              </p>
            ) : (
              <p>No past consults yet.</p>
            )}
          </div>
        ) : (
          <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
            {list.data.items.map((item) => (
              <li key={item.id}>
                <AppointmentRow item={item} viewerId={user?.id} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {list.data && list.data.total > PAGE_SIZE ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          <button
            type="button"
            className={secondaryButton}
            disabled={page <= 1}
            onClick={() => go({ page: page - 1 > 1 ? String(page - 1) : null })}
          >
            Previous
          </button>
          <p className="text-sm text-muted">
            Page {page} of {pages}
          </p>
          <button
            type="button"
            className={secondaryButton}
            disabled={page >= pages}
            onClick={() => go({ page: String(page + 1) })}
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}
