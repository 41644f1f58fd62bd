import { paths } from '@curo/core/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CuroSymbol } from '../../../components/ui/curo-symbol';

/**
 * The room's pages before and after the call: a slim bar with the symbol (back to the account)
 * and the page, without the site's navigation, so nothing competes with the call.
 */
export function RoomFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-14 max-w-[1200px] items-center px-4 sm:px-6">
          <Link
            to={paths.account}
            className="flex min-h-11 items-center gap-2 rounded-lg"
            aria-label="Your Curo account"
          >
            <CuroSymbol size={28} />
            <span className="text-lg font-bold tracking-tight text-ink">Curo</span>
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
