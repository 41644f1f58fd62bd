import type { ReactNode } from 'react';

export interface TStep {
  title: string;
  body: ReactNode;
}

interface StepsProps {
  steps: readonly TStep[];
}

/** A numbered "how it works" sequence: a column on phones, a row on wide screens. */
export function Steps({ steps }: StepsProps) {
  const columns = steps.length >= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <ol className={`grid gap-4 sm:grid-cols-2 sm:gap-6 ${columns}`}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card sm:block sm:p-6"
        >
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <h3 className="pt-1.5 text-lg font-semibold text-ink sm:mt-4 sm:pt-0">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <div className="mt-2 text-muted">{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
