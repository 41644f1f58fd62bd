import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test/fake-socket';
import { ACCESS_TOKEN_KEY } from './api-client';
import { LIVE_QUERY_ROOT, type LiveMessage } from './realtime-client';
import { configureLiveConnection, useLiveUpdates } from './use-live-updates';

function Probe({ ids, onEvent }: { ids?: string[]; onEvent?: (m: LiveMessage) => void }) {
  useLiveUpdates({ appointmentIds: ids, onEvent });
  return null;
}

function setup(ids?: string[], onEvent?: (m: LiveMessage) => void) {
  const queryClient = new QueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Probe ids={ids} onEvent={onEvent} />
    </QueryClientProvider>,
  );
  return { queryClient, ...view };
}

beforeEach(() => {
  FakeSocket.reset();
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  configureLiveConnection({
    getToken: () => localStorage.getItem(ACCESS_TOKEN_KEY),
    renewToken: async () => {},
    createSocket: (url) => new FakeSocket(url),
    origin: 'ws://curo.test',
  });
});
afterEach(() => {
  configureLiveConnection(null);
  localStorage.clear();
});

describe('useLiveUpdates', () => {
  it('refetches appointment lists when an appointment changes', async () => {
    const { queryClient } = setup();
    const key = [...LIVE_QUERY_ROOT, 'appointments', 'list', 'upcoming', 1, 10, ''];
    queryClient.setQueryData(key, { items: [] });
    FakeSocket.latest().open();
    act(() =>
      FakeSocket.latest().publish('user:u1', {
        type: 'appointment.changed',
        action: 'cancel',
        appointment: { id: 'a1' },
      }),
    );
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('passes other events, such as queue.changed, to the screen without refetching', () => {
    const heard = vi.fn();
    const { queryClient } = setup(undefined, heard);
    const key = [...LIVE_QUERY_ROOT, 'appointments', 'list', 'upcoming', 1, 10, ''];
    queryClient.setQueryData(key, { items: [] });
    FakeSocket.latest().open();
    act(() => FakeSocket.latest().publish('user:u1', { type: 'queue.changed', position: 2 }));
    expect(heard).toHaveBeenCalledWith({ topic: 'user:u1', event: { type: 'queue.changed', position: 2 } });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('follows the appointments it is given on their own topics', () => {
    setup(['a1', 'a2']);
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent).toEqual([
      { type: 'subscribe', topic: 'appointment:a1' },
      { type: 'subscribe', topic: 'appointment:a2' },
    ]);
  });

  it('opens no socket for a signed-out visitor', () => {
    localStorage.clear();
    setup();
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('closes the socket when the last screen using it goes', () => {
    const { unmount } = setup();
    FakeSocket.latest().open();
    unmount();
    expect(FakeSocket.latest().closedByClient).toBe(true);
  });
});
