import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { renderRoute } from '../../../test/render-route';
import { fakeLiveConnection, stubSchedulingApi } from '../../scheduling/testing/build-scheduling';
import { ConsultPage } from '../pages/consult-page';
import {
  APPOINTMENT_ID,
  buildConsultAppointment,
  buildOffer,
  consultResponse,
  OTHER_ID,
  signedInPatient,
} from '../testing/build-consults';

const routes = [{ path: '/account/consults/:appointmentId', element: <ConsultPage /> }];
const CONSULT = `GET /api/v1/dateOffers/${APPOINTMENT_ID}`;
const INSTRUCTIONS = 'Have a full blood count before we meet.\nBring your blood pressure diary.';

beforeEach(async () => {
  setViewerTimeZone('Australia/Sydney');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  await fakeLiveConnection();
});
afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('a follow-up on the patient’s consult page', () => {
  it('names it a follow-up and shows the doctor’s instructions above the offered times', async () => {
    stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () =>
        consultResponse(
          buildConsultAppointment(
            { status: 'offered' },
            { followUpOf: OTHER_ID, instructions: INSTRUCTIONS, duration: 30 },
          ),
          [buildOffer()],
        ),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Follow-up consult: choose a time' }),
    ).toBeInTheDocument();
    const block = screen.getByRole('region', { name: 'Your doctor’s instructions' });
    const text = block.querySelector('p') as HTMLElement;
    // Line breaks are kept as the doctor wrote them.
    expect(text.textContent).toBe(INSTRUCTIONS);
    expect(text).toHaveClass('whitespace-pre-line');
    const offers = screen.getByRole('region', { name: 'Times offered' });
    expect(block.compareDocumentPosition(offers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await screen.findByRole('button', { name: 'Accept Tue 24 Nov, 9:00 am AEDT' });
  });

  it('shows the instructions with a follow-up booked at once', async () => {
    stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () =>
        consultResponse(
          buildConsultAppointment(
            {
              type: 'scheduled',
              status: 'scheduled',
              startsAt: '2026-11-23T22:00:00.000Z',
              endsAt: '2026-11-23T22:15:00.000Z',
            },
            { followUpOf: OTHER_ID, instructions: INSTRUCTIONS },
          ),
        ),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your follow-up consult is booked' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tue 24 Nov, 9:00 am AEDT')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your doctor’s instructions' })).toHaveTextContent(
      'Have a full blood count before we meet.',
    );
  });

  it('shows neither for an ordinary request', async () => {
    stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () => consultResponse(buildConsultAppointment({ status: 'offered' }), [buildOffer()]),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a time' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your doctor’s instructions' })).not.toBeInTheDocument();
  });
});

describe('the offered times', () => {
  it('names each Accept button by its own time, the visible word first (issue 15)', async () => {
    stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () =>
        consultResponse(buildConsultAppointment({ status: 'offered' }), [
          buildOffer(),
          buildOffer({
            id: '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
            startsAt: '2026-11-30T23:30:00.000Z',
            endsAt: '2026-12-01T00:00:00.000Z',
          }),
        ]),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    const offers = await screen.findByRole('region', { name: 'Times offered' });
    const buttons = within(offers).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Accept Tue 24 Nov, 9:00 am AEDT',
      'Accept Tue 1 Dec, 10:30 am AEDT',
    ]);
    // Named by their content, so the name starts with the word on the button.
    for (const button of buttons) expect(button).not.toHaveAttribute('aria-label');
  });
});
