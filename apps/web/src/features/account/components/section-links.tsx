/** "On this page": links to a long page's sections, so one on the far end is a tap away. */
export function SectionLinks({ links }: { links: ReadonlyArray<{ href: string; label: string }> }) {
  return (
    <nav aria-label="On this page" className="mt-5">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-muted transition-colors hover:border-primary hover:text-primary"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
