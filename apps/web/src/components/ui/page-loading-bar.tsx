/** A thin bar across the top of the page while the next page's code and data load. */
export function PageLoadingBar({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary-soft"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="h-full w-1/3 animate-[page-loading_1.2s_ease-in-out_infinite] bg-primary motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
