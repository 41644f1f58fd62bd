export interface TPerson {
  name: string;
  role: string;
  bio: string;
}

/** Initials stand in for a portrait: we ship no remote images. */
function initials(name: string): string {
  const parts = name.replace(/^Dr\s+/, '').split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts[parts.length - 1]?.[0] ?? ''}`.toUpperCase();
}

/** A leadership card: initials, name, role and a short biography. */
export function PersonCard({ name, role, bio }: TPerson) {
  return (
    <article className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-soft text-lg font-bold text-primary"
        >
          {initials(name)}
        </span>
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-ink">{name}</h3>
          <p className="text-sm font-medium text-primary">{role}</p>
        </div>
      </div>
      <p className="mt-4 text-muted">{bio}</p>
    </article>
  );
}
