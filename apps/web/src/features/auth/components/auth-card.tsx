import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  /** Under the card: the way to the other screen (sign up from sign in, and back). */
  footer?: ReactNode;
}

/** The narrow, centred card that the sign-in and sign-up screens sit in. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <section className="bg-surface px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-[480px]">
        <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
          <div className="mt-2 text-muted">{intro}</div>
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-muted">{footer}</div> : null}
      </div>
    </section>
  );
}
