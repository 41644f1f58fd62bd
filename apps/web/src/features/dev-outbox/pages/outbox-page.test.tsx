import { ErrorCode } from '@curo/core/errors';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { OUTBOX_UNAVAILABLE, OutboxPage } from './outbox-page';

const OUTBOX = '/api/v1/dev/outbox';
const render = () => renderRoute([{ path: '/dev/outbox', element: <OutboxPage /> }], '/dev/outbox');

describe('the development outbox page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the messages the API gives a browser on this machine', async () => {
    stubApi({
      [`GET ${OUTBOX}`]: () =>
        json(200, {
          items: [
            {
              id: '0192f3a0-7d1e-7c4b-9a55-3c2f1e0d9b8a',
              channel: 'email',
              to: 'mia@example.com.au',
              subject: 'Your sign-in link for Curo',
              text: 'Open this link',
              status: 'sent',
              attempts: 1,
              createdAt: '2026-11-20T01:02:03.000Z',
              sentAt: '2026-11-20T01:02:04.000Z',
            },
          ],
        }),
    });
    render();
    expect(await screen.findByText('Your sign-in link for Curo')).toBeInTheDocument();
    expect(screen.queryByText(OUTBOX_UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('says plainly that the outbox is not available when the API answers 404 (another machine, production)', async () => {
    const api = stubApi({
      [`GET ${OUTBOX}`]: () => apiError(404, `Route GET ${OUTBOX} not found`, ErrorCode.NOT_FOUND),
    });
    render();
    expect(await screen.findByRole('status')).toHaveTextContent(OUTBOX_UNAVAILABLE);
    expect(screen.getByRole('heading', { name: 'Development outbox' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Route GET/)).not.toBeInTheDocument();
    expect(api.calls('GET', OUTBOX)).toHaveLength(1);
  });
});
