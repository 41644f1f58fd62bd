import type { TRole, TStaffRole, TUser, TUserList } from '@curo/core/auth';
import { ROLES } from '@curo/core/auth';
import { paths } from '@curo/core/routes';
import { Search, UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import {
  linkButton,
  primaryButton,
  secondaryButton,
  smallButton,
  smallDangerButton,
} from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/error-message';
import { roleLabel } from '../../../lib/role-label';
import { toast } from '../../../lib/toast-store';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useUsers } from '../api/get-users';
import { useSetUserBlocked } from '../api/set-user-blocked';
import { useUserFilters } from '../hooks/use-user-filters';
import { isStaffRole } from '../utils/staff-kinds';
import { CreateStaffDialog } from './create-staff-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { StatusBadge } from './status-badge';

type TListedUser = TUserList['items'][number];
type TStaffUser = TUser & { role: TStaffRole };

const ROLE_FILTER_LABELS: Record<TRole, string> = {
  patient: 'Patients',
  doctor: 'Doctors',
  nurse: 'Nurses',
  companyAdmin: 'Company administrators',
  admin: 'Curo administrators',
  instantDoctor: 'On-demand doctors',
};
const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  ...ROLES.map((role) => ({ value: role, label: ROLE_FILTER_LABELS[role] })),
] as const;

export const patientProfilePath = (id: string) => `${paths.adminPatientProfile}?id=${encodeURIComponent(id)}`;
const fullName = (user: TUser) => `${user.firstName} ${user.lastName}`;

interface RowActions {
  isSelf: boolean;
  busy: boolean;
  onEdit: () => void;
  onToggleBlock: () => void;
  onDelete: () => void;
}

/** What an admin can do with one person; each control names them for screen readers. */
function UserActions({
  user,
  isSelf,
  busy,
  onEdit,
  onToggleBlock,
  onDelete,
}: RowActions & { user: TListedUser }) {
  const who = <span className="sr-only"> {fullName(user)}</span>;
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      {user.role === 'patient' ? (
        <Link to={patientProfilePath(user.id)} className={smallButton}>
          View{who}
        </Link>
      ) : null}
      {isStaffRole(user.role) ? (
        <button type="button" onClick={onEdit} className={smallButton}>
          Edit{who}
        </button>
      ) : null}
      {isSelf ? (
        <span className="inline-flex min-h-11 items-center px-1 text-sm text-muted">This is you</span>
      ) : (
        <>
          <button
            type="button"
            onClick={onToggleBlock}
            disabled={busy}
            className={user.status === 'blocked' ? smallButton : smallDangerButton}
          >
            {user.status === 'blocked' ? 'Unblock' : 'Block'}
            {who}
          </button>
          <button type="button" onClick={onDelete} className={smallDangerButton}>
            Delete{who}
          </button>
        </>
      )}
    </div>
  );
}

interface UserRowsProps {
  users: readonly TListedUser[];
  actionsFor: (user: TListedUser) => RowActions;
}

function UserTable({ users, actionsFor }: UserRowsProps) {
  return (
    <div className={`${card} overflow-x-auto`}>
      <table className="w-full text-left">
        <caption className="sr-only">Users</caption>
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            <th scope="col" className="px-5 py-3 font-medium">
              Name
            </th>
            <th scope="col" className="px-5 py-3 font-medium">
              Role
            </th>
            <th scope="col" className="px-5 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-5 py-3 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row" className="px-5 py-3 font-normal">
                <span className="block font-semibold text-ink">{fullName(user)}</span>
                <span className="block text-sm break-all text-muted">{user.email}</span>
              </th>
              <td className="px-5 py-3 text-sm text-ink">{roleLabel(user.role)}</td>
              <td className="px-5 py-3">
                <StatusBadge status={user.status} />
              </td>
              <td className="px-5 py-3">
                <UserActions user={user} {...actionsFor(user)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card a person, the actions under their name. */
function UserCards({ users, actionsFor }: UserRowsProps) {
  return (
    <ul className="flex flex-col gap-3">
      {users.map((user) => (
        <li key={user.id} className={`${card} p-4`} aria-labelledby={`user-${user.id}`}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 id={`user-${user.id}`} className="text-base font-semibold text-ink">
                {fullName(user)}
              </h3>
              <p className="text-sm break-all text-muted">{user.email}</p>
            </div>
            <StatusBadge status={user.status} />
          </div>
          <p className="mt-1 text-sm text-ink">{roleLabel(user.role)}</p>
          <div className="mt-3 border-t border-line pt-3">
            <UserActions user={user} {...actionsFor(user)} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The users tab of `/admin`: search, filter by role, page, and act on one person. */
export function UsersPanel() {
  const { filters, search, setSearch, setRole, setPage } = useUserFilters();
  const users = useUsers(filters);
  const { user: me } = useCurrentUser();
  const wide = useMediaQuery('(min-width: 768px)');
  const block = useSetUserBlocked();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TStaffUser | null>(null);
  const [deleting, setDeleting] = useState<TListedUser | null>(null);

  const toggleBlock = (user: TListedUser) => {
    const blocked = user.status !== 'blocked';
    block.mutate(
      { id: user.id, blocked },
      {
        onSuccess: () =>
          toast.success(
            blocked
              ? `${fullName(user)} is blocked and has been signed out everywhere.`
              : `${fullName(user)} can sign in again.`,
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const actionsFor = (user: TListedUser): RowActions => ({
    isSelf: user.id === me?.id,
    busy: block.isPending && block.variables?.id === user.id,
    onEdit: () => {
      if (isStaffRole(user.role)) setEditing({ ...user, role: user.role });
    },
    onToggleBlock: () => toggleBlock(user),
    onDelete: () => setDeleting(user),
  });

  const filtered = Boolean(filters.query || filters.role);
  let results: ReactNode;
  if (users.isPending) {
    results = (
      <p role="status" className="text-muted">
        Loading users…
      </p>
    );
  } else if (users.isError && !users.data) {
    results = (
      <div role="alert" className={`${card} p-5`}>
        <p className="font-semibold text-ink">We could not load the users.</p>
        <p className="mt-1 text-muted">{errorMessage(users.error)}</p>
        <button type="button" onClick={() => void users.refetch()} className={`${secondaryButton} mt-4`}>
          Try again
        </button>
      </div>
    );
  } else {
    const { items, total, page, pageSize } = users.data;
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const first = (page - 1) * pageSize + 1;
    results = (
      <div className="flex flex-col gap-4" aria-busy={users.isFetching}>
        <p role="status" className="text-sm text-muted">
          {items.length === 0
            ? ''
            : `Showing ${first}–${first + items.length - 1} of ${total} ${total === 1 ? 'person' : 'people'}`}
        </p>
        {items.length === 0 ? (
          <div className={`${card} p-6 text-center`}>
            <p className="font-semibold text-ink">
              {filtered ? 'No one matches this search.' : 'There are no users yet.'}
            </p>
            <p className="mt-1 text-muted">
              {filtered
                ? 'Check the spelling, search by email instead, or choose another role.'
                : 'Create a staff account to get started.'}
            </p>
            {filtered ? (
              <button
                type="button"
                onClick={() => {
                  setSearch('');
                  setRole(undefined);
                }}
                className={`${linkButton} mt-2`}
              >
                Clear the search
              </button>
            ) : null}
          </div>
        ) : wide ? (
          <UserTable users={items} actionsFor={actionsFor} />
        ) : (
          <UserCards users={items} actionsFor={actionsFor} />
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          hasNext={page < pageCount}
          onPage={setPage}
          label="Pages of users"
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <div className="flex-1">
          <label htmlFor="user-search" className="mb-1 block text-sm font-medium text-ink">
            Search
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
              aria-hidden
            />
            <input
              id="user-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Name or email"
              autoComplete="off"
              spellCheck={false}
              className="block min-h-11 w-full rounded-lg border border-line bg-white py-2.5 pr-3 pl-10 text-base text-ink placeholder:text-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none"
            />
          </div>
        </div>
        <SelectField
          id="user-role"
          label="Role"
          value={filters.role ?? ''}
          options={ROLE_OPTIONS}
          onValueChange={(value) => setRole(value === '' ? undefined : value)}
          className="md:w-60"
        />
        <button type="button" onClick={() => setCreating(true)} className={`${primaryButton} md:ml-auto`}>
          <UserPlus className="size-5" aria-hidden />
          Create staff account
        </button>
      </div>
      {results}
      <CreateStaffDialog open={creating} onOpenChange={setCreating} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
