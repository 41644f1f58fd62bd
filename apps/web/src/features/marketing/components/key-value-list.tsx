import type { ReactNode } from 'react';

export interface TKeyValue {
  label: string;
  value: ReactNode;
}

/** A two-column fact table (label, value) that stacks on phones: scheme details, contact details. */
export function KeyValueList({ items }: { items: readonly TKeyValue[] }) {
  return (
    <dl className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
      {items.map(({ label, value }) => (
        <div key={label} className="grid gap-1 p-5 sm:grid-cols-[220px_minmax(0,1fr)] sm:gap-6 sm:px-6">
          <dt className="font-semibold text-ink">{label}</dt>
          <dd className="text-muted">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
