import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabOption<K extends string> {
  key: K;
  label: string;
}

const tabId = (idPrefix: string, key: string) => `${idPrefix}-tab-${key}`;
const panelId = (idPrefix: string, key: string) => `${idPrefix}-panel-${key}`;

interface TabsProps<K extends string> {
  /** What the choice is about, for screen readers. */
  label: string;
  idPrefix: string;
  options: readonly TabOption<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

const NEXT_INDEX: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * A segmented control that is a WAI-ARIA tab list: one tab stop (the selected tab), the arrow
 * keys, Home and End move between tabs and select as they go. Each tab is at least 44 px tall.
 */
export function Tabs<K extends string>({ label, idPrefix, options, selected, onSelect }: TabsProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = NEXT_INDEX[event.key];
    if (!move) return;
    event.preventDefault();
    const index = options.findIndex((o) => o.key === selected);
    const next = options[move(index, options.length)];
    if (!next) return;
    onSelect(next.key);
    buttons.current.get(next.key)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex gap-1 rounded-lg border border-line bg-surface p-1"
    >
      {options.map((option) => {
        const isSelected = option.key === selected;
        return (
          <button
            key={option.key}
            ref={(element) => {
              if (element) buttons.current.set(option.key, element);
              else buttons.current.delete(option.key);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, option.key)}
            aria-selected={isSelected}
            // Only the selected tab's panel is rendered, so only it is pointed at.
            aria-controls={isSelected ? panelId(idPrefix, option.key) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(option.key)}
            onKeyDown={onKeyDown}
            className={`flex min-h-11 flex-1 basis-0 items-center justify-center rounded-md px-2 py-1.5 text-center text-sm leading-tight font-semibold transition-colors ${
              isSelected ? 'bg-white text-primary shadow-sm ring-1 ring-line' : 'text-muted hover:text-ink'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

/** The content of the selected tab, named by its tab. */
export function TabPanel({
  idPrefix,
  tabKey,
  children,
}: {
  idPrefix: string;
  tabKey: string;
  children: ReactNode;
}) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, tabKey)} aria-labelledby={tabId(idPrefix, tabKey)}>
      {children}
    </div>
  );
}
