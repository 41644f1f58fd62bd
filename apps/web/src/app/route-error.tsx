import { messages } from '@curo/core/messages';
import { RefreshCw } from 'lucide-react';
import { useRouteError } from 'react-router';
import { ChunkLoadError } from '../lib/lazy-with-timeout';

/** Shown in place of a page that failed: a chunk that did not load offers a retry. */
export function RouteError() {
  const error = useRouteError();
  const chunk = error instanceof ChunkLoadError;
  return (
    <section className="mx-auto flex max-w-[640px] flex-col items-center px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold sm:text-3xl">
        {chunk ? "This page didn't load" : 'Something went wrong on this page'}
      </h1>
      <p className="mt-3 text-muted">
        {chunk
          ? `${messages.errors.chunkLoad} Check your connection and try again.`
          : messages.errors.generic}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-5 font-semibold text-white hover:bg-primary-hover"
      >
        <RefreshCw className="size-4" aria-hidden />
        Try again
      </button>
      <p className="mt-8 text-sm text-muted">In an emergency, call 000.</p>
    </section>
  );
}
