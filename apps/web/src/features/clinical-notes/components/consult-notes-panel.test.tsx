import { ErrorCode } from '@curo/core/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { setViewerTimeZone } from '../../../lib/date-time';
import { buildDoctorDetail, buildPatientDetail } from '../../../test/build-user-detail';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import {
  ADDENDA_PATH,
  APPOINTMENT_ID,
  buildEntry,
  buildNote,
  buildSignedNote,
  buildVersion,
  DRAFT_PATH,
  NOTE_PATH,
  NURSE_OCONNOR,
  OBSERVATIONS_PATH,
  SIGN_PATH,
  SUMMARY_PATH,
  VERSIONS_PATH,
} from '../testing/build-notes';
import { ConsultNotesPanel } from './consult-notes-panel';

const doctor = () => json(200, buildDoctorDetail());
const nurse = () =>
  json(
    200,
    buildDoctorDetail({
      id: NURSE_OCONNOR.userId,
      role: 'nurse',
      firstName: 'Tom',
      lastName: "O'Connor",
      doctorProfile: null,
    }),
  );

const show = () =>
  renderRoute([{ path: '/', element: <ConsultNotesPanel appointmentId={APPOINTMENT_ID} /> }], '/');
const panel = () => screen.findByRole('region', { name: 'Clinical notes' });

beforeEach(() => {
  setViewerTimeZone('Australia/Sydney');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
});

afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
});

describe('the consult’s clinical notes', () => {
  it('saves the doctor’s typing as a draft, naming the version it last saw, and says when it saved', async () => {
    let version = 2;
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: doctor,
      [`GET ${NOTE_PATH}`]: () => json(200, buildNote()),
      [`PUT ${DRAFT_PATH}`]: () => {
        version += 1;
        return json(200, { version, savedAt: '2026-11-23T22:31:00.000Z', changed: true });
      },
    });
    const { user } = show();
    const section = await panel();
    expect(await within(section).findByText('Draft')).toBeInTheDocument();
    const plan = await within(section).findByRole('textbox', { name: /Plan/ });
    expect(plan).toHaveValue('Fluids; review in 2 weeks');
    expect(within(section).getByRole('status')).toHaveTextContent('Changes save as you type');

    await user.type(plan, '; salbutamol if wheezy');
    expect(await within(section).findByText('Saved 9:31 am')).toBeInTheDocument();
    const saves = api.calls('PUT', DRAFT_PATH);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({
      baseVersion: 2,
      plan: 'Fluids; review in 2 weeks; salbutamol if wheezy',
      reason: 'Cough for two weeks',
    });

    // The next save names the version the first one made.
    await user.type(within(section).getByRole('textbox', { name: /Assessment/ }), ', mild');
    await waitFor(() => expect(api.calls('PUT', DRAFT_PATH)).toHaveLength(2));
    expect(api.calls('PUT', DRAFT_PATH)[1]?.body).toMatchObject({
      baseVersion: 3,
      assessment: 'Post-viral cough, mild',
    });
  });

  it('calls a note it has just started a draft once the first save lands', async () => {
    const empty = { reason: '', history: '', examination: '', assessment: '', plan: '', patientSummary: '' };
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: doctor,
      [`GET ${NOTE_PATH}`]: () =>
        json(
          200,
          buildNote({
            status: 'empty',
            version: 0,
            versionCount: 0,
            fields: empty,
            savedAt: null,
            savedBy: null,
          }),
        ),
      [`PUT ${DRAFT_PATH}`]: () =>
        json(200, { version: 1, savedAt: '2026-11-23T22:31:00.000Z', changed: true }),
    });
    const { user } = show();
    const section = await panel();
    expect(await within(section).findByText('Not started')).toBeInTheDocument();
    await user.type(within(section).getByRole('textbox', { name: /Plan/ }), 'Fluids');
    expect(await within(section).findByText('Saved 9:31 am')).toBeInTheDocument();
    expect(within(section).getByText('Draft')).toBeInTheDocument();
    expect(within(section).queryByText('Not started')).not.toBeInTheDocument();
  });

  it('says it could not save and tries again by itself', async () => {
    let attempts = 0;
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: doctor,
      [`GET ${NOTE_PATH}`]: () => json(200, buildNote()),
      [`PUT ${DRAFT_PATH}`]: () => {
        attempts += 1;
        return attempts === 1
          ? apiError(503, 'The service is unavailable. Please try again shortly')
          : json(200, { version: 3, savedAt: '2026-11-23T22:42:00.000Z', changed: true });
      },
    });
    const { user } = show();
    const section = await panel();
    await user.type(await within(section).findByRole('textbox', { name: /History/ }), ' Mild wheeze.');
    expect(await within(section).findByText('Couldn’t save — retrying')).toBeInTheDocument();
    expect(await within(section).findByText('Saved 9:42 am', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('stops saving when another tab saved first, and offers the latest version', async () => {
    let reads = 0;
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: doctor,
      [`GET ${NOTE_PATH}`]: () => {
        reads += 1;
        return json(
          200,
          reads === 1
            ? buildNote()
            : buildNote({
                version: 3,
                versionCount: 3,
                fields: { ...buildNote().fields, plan: 'From the other tab' },
              }),
        );
      },
      [`PUT ${DRAFT_PATH}`]: () =>
        apiError(
          409,
          'This note was saved from somewhere else since you opened it.',
          ErrorCode.NOTE_VERSION_CONFLICT,
        ),
    });
    const { user } = show();
    const section = await panel();
    await user.type(await within(section).findByRole('textbox', { name: /Plan/ }), ' and rest');
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('This note was changed somewhere else');
    expect(within(section).getByText('Not saved: changed elsewhere')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    expect(await within(section).findByDisplayValue('From the other tab')).toBeInTheDocument();
    expect(api.calls('PUT', DRAFT_PATH)).toHaveLength(1);
  });

  it('signs the note, after which it reads as signed with no editing, only an addendum', async () => {
    let signed = false;
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: doctor,
      [`GET ${NOTE_PATH}`]: () => json(200, signed ? buildSignedNote({ signedOn: 'signed' }) : buildNote()),
      [`POST ${SIGN_PATH}`]: () => {
        signed = true;
        return json(200, {
          version: 2,
          signedAt: '2026-11-23T22:30:00.000Z',
          signedBy: { userId: buildDoctorDetail().id, name: 'Dr Priya Raman', role: 'doctor' },
          signedOn: 'signed',
        });
      },
    });
    const { user } = show();
    const section = await panel();
    await user.click(await within(section).findByRole('button', { name: 'Sign note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign note' }));

    expect(
      await within(section).findByText('Signed by Dr Priya Raman 24 Nov 2026, 9:30 am AEDT'),
    ).toBeInTheDocument();
    expect(api.calls('POST', SIGN_PATH)[0]?.body).toEqual({ baseVersion: 2 });
    expect(within(section).getByText('Signed')).toBeInTheDocument();
    expect(within(section).queryByRole('textbox', { name: /Plan/ })).toBeNull();
    expect(within(section).getByText('Fluids; review in 2 weeks')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add addendum' })).toBeInTheDocument();
  });

  it('adds a dated addendum to a signed note', async () => {
    let added = false;
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: doctor,
      [`GET ${NOTE_PATH}`]: () => json(200, buildSignedNote({ entries: added ? [buildEntry()] : [] })),
      [`POST ${ADDENDA_PATH}`]: () => {
        added = true;
        return json(201, buildEntry());
      },
    });
    const { user } = show();
    const section = await panel();
    expect(await within(section).findByText(/when the consult was completed/)).toBeInTheDocument();
    // Sending nothing is refused before it leaves the browser.
    await user.click(within(section).getByRole('button', { name: 'Add addendum' }));
    expect(await within(section).findByText('Write something first')).toBeInTheDocument();

    await user.type(within(section).getByRole('textbox', { name: 'Addendum' }), 'Pathology: FBC normal.');
    await user.click(within(section).getByRole('button', { name: 'Add addendum' }));
    const entries = await within(section).findByRole('list', { name: 'Observations and addenda' });
    expect(entries).toHaveTextContent('Addendum · Dr Priya Raman');
    expect(entries).toHaveTextContent('24 Nov 2026, 2:15 pm AEDT');
    expect(entries).toHaveTextContent('Pathology: FBC normal.');
    expect(api.calls('POST', ADDENDA_PATH)[0]?.body).toEqual({ text: 'Pathology: FBC normal.' });
    expect(api.calls('PUT', DRAFT_PATH)).toHaveLength(0);
  });

  it('lets a nurse on the consult read the note and add an observation, without editing it', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: nurse,
      [`GET ${NOTE_PATH}`]: () =>
        json(200, buildNote({ you: { edit: false, sign: false, addAddendum: false, addObservation: true } })),
      [`POST ${OBSERVATIONS_PATH}`]: () =>
        json(201, buildEntry({ kind: 'observation', author: NURSE_OCONNOR, text: 'BP 128/82' })),
    });
    const { user } = show();
    const section = await panel();
    expect(await within(section).findByText('Post-viral cough')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Sign note' })).toBeNull();
    await user.type(within(section).getByRole('textbox', { name: 'Observation' }), 'BP 128/82');
    await user.click(within(section).getByRole('button', { name: 'Add observation' }));
    await waitFor(() => expect(api.calls('POST', OBSERVATIONS_PATH)).toHaveLength(1));
  });

  it('shows every saved version on demand', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: doctor,
      [`GET ${NOTE_PATH}`]: () => json(200, buildSignedNote()),
      [`GET ${VERSIONS_PATH}`]: () =>
        json(200, {
          appointmentId: APPOINTMENT_ID,
          versions: [
            buildVersion({ version: 2, savedAt: '2026-11-23T22:28:00.000Z' }),
            buildVersion({ version: 1, fields: { ...buildNote().fields, plan: 'Fluids' } }),
          ],
        }),
    });
    const { user } = show();
    const section = await panel();
    // Reading the history is a read of the record: only when asked.
    expect(api.calls('GET', VERSIONS_PATH)).toHaveLength(0);
    await user.click(await within(section).findByRole('button', { name: 'Version history (2)' }));
    const versions = await within(section).findByRole('list', { name: 'Versions' });
    const items = within(versions).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Version 2 · 24 Nov 2026, 9:28 am AEDT · Dr Priya Raman');
    expect(items[1]).toHaveTextContent('Version 1 · 24 Nov 2026, 9:20 am AEDT · Dr Priya Raman');
    expect(items[1]).toHaveTextContent('Fluids');
  });

  it('shows a patient nothing, and never asks for the clinical notes', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildPatientDetail()),
      [`GET ${SUMMARY_PATH}`]: () => json(200, {}),
    });
    show();
    await waitFor(() => expect(api.calls('GET', FETCH_LOGIN_PATH)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Clinical notes' })).toBeNull();
    expect(api.calls('GET', NOTE_PATH)).toHaveLength(0);
  });

  it('shows nothing to staff the API keeps the notes from', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: doctor,
      [`GET ${NOTE_PATH}`]: () => apiError(404, 'Appointment not found'),
    });
    show();
    await waitFor(() => expect(api.calls('GET', NOTE_PATH)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Clinical notes' })).toBeNull());
  });
});
