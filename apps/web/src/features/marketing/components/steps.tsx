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
        <li key={step.title} className="rounded-card border border-line bg-white p-6 shadow-card">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-primary text-base font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <div className="mt-2 text-muted">{step.body}</div>
        </li>
      ))}
    </ol>
  );
}
