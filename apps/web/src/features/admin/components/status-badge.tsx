import type { TUserDetail } from '@curo/core/users';

const STYLES: Record<TUserDetail['status'], { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-green-50 text-success ring-success/25' },
  blocked: { label: 'Blocked', className: 'bg-red-50 text-error ring-error/25' },
};

/** Whether the person can sign in: a word and a colour, never the colour alone. */
export function StatusBadge({ status }: { status: TUserDetail['status'] }) {
  const { label, className } = STYLES[status] ?? STYLES.active;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ring-inset ${className}`}
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {label}
    </span>
  );
}
