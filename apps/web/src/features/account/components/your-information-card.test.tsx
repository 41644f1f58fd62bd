import { PRIVACY_EXPORT_PATH } from '@curo/core/privacy';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { apiError, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { YourInformationCard } from './your-information-card';

const renderCard = () => renderRoute([{ path: '/', element: <YourInformationCard /> }], '/');

const file = (type: string, name: string) =>
  new Response('file', {
    status: 200,
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
  });

describe('your information: downloading a copy of your record', () => {
  /** The files handed to the browser's downloads, by name. */
  let saved: string[];
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    saved = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:curo/record'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('downloads the PDF with the session’s token, saying so while it is prepared and naming the file after', async () => {
    let finish: (response: Response) => void = () => {};
    const api = stubApi({
      [`GET ${PRIVACY_EXPORT_PATH}?format=pdf`]: () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    });
    renderCard();
    expect(screen.getByRole('heading', { name: 'Your information' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download as PDF' }));

    const busy = await screen.findByRole('button', { name: 'Preparing your file…' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download as JSON' })).toBeDisabled();

    finish(file('application/pdf', 'curo-my-record-2026-11-26.pdf'));
    expect(await screen.findByText('Downloaded curo-my-record-2026-11-26.pdf.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download as PDF' })).toBeEnabled();
    expect(api.calls('GET', `${PRIVACY_EXPORT_PATH}?format=pdf`)[0]?.authorization).toBe('Bearer access-1');
    expect(saved).toEqual(['curo-my-record-2026-11-26.pdf']);
  });

  it('downloads the JSON file', async () => {
    stubApi({
      [`GET ${PRIVACY_EXPORT_PATH}?format=json`]: () =>
        file('application/json', 'curo-my-record-2026-11-26.json'),
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Download as JSON' }));
    expect(await screen.findByText('Downloaded curo-my-record-2026-11-26.json.')).toBeInTheDocument();
    expect(saved).toEqual(['curo-my-record-2026-11-26.json']);
  });

  it('shows the server’s reason when it refuses, and lets the patient try again', async () => {
    stubApi({
      [`GET ${PRIVACY_EXPORT_PATH}?format=pdf`]: () =>
        apiError(429, 'Too many requests. Please try again in 42 minutes.'),
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Download as PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 42 minutes.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download as PDF' })).toBeEnabled());
    expect(saved).toEqual([]);
  });
});
