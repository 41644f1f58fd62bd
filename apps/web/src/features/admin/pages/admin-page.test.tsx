import { authMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { buildAdmin, buildListedUser, buildUserList, doctor, patient } from '../testing/build-admin-data';
import { AdminPage } from './admin-page';

const renderAdmin = (path = '/admin') => renderRoute([{ path: '/admin', element: <AdminPage /> }], path);
const me = () => json(200, buildAdmin());
const list =
  (...items: ReturnType<typeof buildListedUser>[]) =>
  () =>
    json(200, buildUserList(items));
const table = () => screen.findByRole('table', { name: 'Users' });
const rowOf = async (name: string) => within(await table()).getByRole('row', { name: new RegExp(name) });

describe('the admin users list', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-admin');
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists people with their role and status, and what can be done with each', async () => {
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: me,
      'GET /api/v1/users': list(patient, { ...doctor, status: 'blocked' }),
    });
    renderAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    const mia = await rowOf('Mia Nguyen');
    expect(mia).toHaveTextContent('mia@example.com.au');
    expect(mia).toHaveTextContent('Patient');
    expect(mia).toHaveTextContent('Active');
    expect(within(mia).getByRole('link', { name: 'View Mia Nguyen' })).toHaveAttribute(
      'href',
      `/admin/patient/profile?id=${patient.id}`,
    );
    expect(within(mia).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();

    const priya = await rowOf('Priya Raman');
    expect(priya).toHaveTextContent('Doctor');
    expect(priya).toHaveTextContent('Blocked');
    expect(within(priya).getByRole('button', { name: 'Edit Priya Raman' })).toBeInTheDocument();
    expect(within(priya).getByRole('button', { name: 'Unblock Priya Raman' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Showing 1–2 of 2 people');
  });

  it("offers no block or delete on the admin's own row", async () => {
    const self = buildListedUser({ ...buildAdmin(), status: 'active' });
    stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: me, 'GET /api/v1/users': list(self) });
    renderAdmin();
    const row = await rowOf('Sam Taylor');
    expect(row).toHaveTextContent('This is you');
    expect(within(row).queryByRole('button', { name: /Block|Delete/ })).not.toBeInTheDocument();
  });

  it('shows the not-found page to anyone who is not an administrator, and asks for no users', async () => {
    const api = stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildAdmin({ role: 'doctor' })) });
    renderAdmin();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/users')).toHaveLength(0);
  });

  it('puts the search in the address once typing pauses, and asks the server for it', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: me,
      'GET /api/v1/users': list(patient, doctor),
      'GET /api/v1/users?query=priya': list(doctor),
    });
    const { router, user } = renderAdmin();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'priya');

    await waitFor(() => expect(locationOf(router)).toBe('/admin?query=priya'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(screen.queryByText('Mia Nguyen')).not.toBeInTheDocument());
    expect(await rowOf('Priya Raman')).toBeInTheDocument();
    // One request for the whole word, not one a keystroke.
    expect(api.requests.filter((r) => r.path.startsWith('/api/v1/users?')).map((r) => r.path)).toEqual([
      '/api/v1/users?query=priya',
    ]);
  });

  it('reads the search, role and page from the address', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: me,
      'GET /api/v1/users?role=doctor&query=ra&page=2': () =>
        json(200, buildUserList([doctor], { total: 21, page: 2 })),
    });
    renderAdmin('/admin?query=ra&role=doctor&page=2');
    expect(await rowOf('Priya Raman')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ra');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('doctor');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/users?role=doctor&query=ra&page=2')).toHaveLength(1);
  });

  it('filters by role through the address, back to page 1', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: me,
      'GET /api/v1/users?page=3': () => json(200, buildUserList([patient], { total: 60, page: 3 })),
      'GET /api/v1/users?role=doctor': list(doctor),
    });
    const { router, user } = renderAdmin('/admin?page=3');
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Doctors');
    await waitFor(() => expect(locationOf(router)).toBe('/admin?role=doctor'));
    expect(await rowOf('Priya Raman')).toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/users?role=doctor')).toHaveLength(1);
  });

  it('pages with Next and Previous', async () => {
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: me,
      'GET /api/v1/users': () => json(200, buildUserList([patient], { total: 25 })),
      'GET /api/v1/users?page=2': () => json(200, buildUserList([doctor], { total: 25, page: 2 })),
    });
    const { router, user } = renderAdmin();
    await table();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin?page=2'));
    expect(await rowOf('Priya Raman')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says when no one matches, and clears the search', async () => {
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: me,
      'GET /api/v1/users?query=zz': list(),
      'GET /api/v1/users': list(patient),
    });
    const { router, user } = renderAdmin('/admin?query=zz');
    expect(await screen.findByText('No one matches this search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin'));
    expect(await rowOf('Mia Nguyen')).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let calls = 0;
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: me,
      'GET /api/v1/users': () => {
        calls += 1;
        return calls === 1 ? apiError(503, 'Curo is busy') : json(200, buildUserList([patient]));
      },
    });
    const { user } = renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Curo is busy');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Mia Nguyen')).toBeInTheDocument();
  });

  it('blocks a person: the endpoint is called and the row says Blocked', async () => {
    let blocked = false;
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: me,
      'GET /api/v1/users': () =>
        json(200, buildUserList([{ ...patient, status: blocked ? 'blocked' : 'active' }])),
      [`POST /api/v1/users/${patient.id}/block`]: () => {
        blocked = true;
        return json(200, buildListedUser());
      },
    });
    const { user } = renderAdmin();
    await user.click(within(await rowOf('Mia Nguyen')).getByRole('button', { name: 'Block Mia Nguyen' }));

    await waitFor(async () => expect(await rowOf('Mia Nguyen')).toHaveTextContent('Blocked'));
    expect(api.calls('POST', `/api/v1/users/${patient.id}/block`)[0]?.body).toEqual({ blocked: true });
    expect(
      await screen.findByText('Mia Nguyen is blocked and has been signed out everywhere.'),
    ).toBeInTheDocument();
    expect(
      within(await rowOf('Mia Nguyen')).getByRole('button', { name: 'Unblock Mia Nguyen' }),
    ).toBeInTheDocument();
  });

  it('deletes a person only after a confirmation that names them', async () => {
    let deleted = false;
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: me,
      'GET /api/v1/users': () => json(200, buildUserList(deleted ? [doctor] : [patient, doctor])),
      [`POST /api/v1/users/${patient.id}/softDelete`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderAdmin();
    await user.click(within(await rowOf('Mia Nguyen')).getByRole('button', { name: 'Delete Mia Nguyen' }));

    const dialog = await screen.findByRole('dialog', { name: "Delete Mia Nguyen's account?" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/users/${patient.id}/softDelete`)).toHaveLength(0);

    await user.click(within(await rowOf('Mia Nguyen')).getByRole('button', { name: 'Delete Mia Nguyen' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete account' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Mia Nguyen')).not.toBeInTheDocument());
    expect(api.calls('POST', `/api/v1/users/${patient.id}/softDelete`)).toHaveLength(1);
  });

  it("edits a staff member's name and phone; an empty phone removes it", async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: me,
      'GET /api/v1/users': list(doctor),
      [`PUT /api/v1/users/doctors/${doctor.id}`]: () => json(200, { ...doctor, firstName: 'Priyanka' }),
    });
    const { user } = renderAdmin();
    await user.click(within(await rowOf('Priya Raman')).getByRole('button', { name: 'Edit Priya Raman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit details' });
    const first = within(dialog).getByLabelText('First name');
    await user.clear(first);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(first).toHaveAccessibleDescription('Please enter a first name');

    await user.type(first, 'Priyanka');
    await user.clear(within(dialog).getByLabelText(/Mobile number/));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PUT', `/api/v1/users/doctors/${doctor.id}`)[0]?.body).toEqual({
      firstName: 'Priyanka',
      lastName: 'Raman',
      phone: null,
    });
  });

  describe('creating a staff account', () => {
    async function openCreate() {
      const rendered = renderAdmin();
      await table();
      await rendered.user.click(screen.getByRole('button', { name: 'Create staff account' }));
      return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Create staff account' }) };
    }

    async function fillPerson(user: ReturnType<typeof renderAdmin>['user'], dialog: HTMLElement) {
      await user.type(within(dialog).getByLabelText('First name'), 'Lena');
      await user.type(within(dialog).getByLabelText('Last name'), 'Park');
      await user.type(within(dialog).getByLabelText('Email'), 'lena@example.com.au');
      await user.type(within(dialog).getByLabelText('Temporary password'), 'a temporary phrase');
    }

    it('creates a doctor with their specialties and provider number', async () => {
      const api = stubApi({
        [`GET ${FETCH_LOGIN_PATH}`]: me,
        'GET /api/v1/users': list(patient),
        'POST /api/v1/users/doctors': () =>
          json(201, buildListedUser({ role: 'doctor', firstName: 'Lena', lastName: 'Park' })),
      });
      const { user, dialog } = await openCreate();
      expect(within(dialog).getByRole('radio', { name: /^Doctor/ })).toBeChecked();
      await fillPerson(user, dialog);
      await user.type(within(dialog).getByLabelText(/Specialties/), 'General practice, Paediatrics');
      await user.type(within(dialog).getByLabelText(/provider number/), '2426621B');
      await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText(/Lena Park's account is ready/)).toBeInTheDocument();
      expect(api.calls('POST', '/api/v1/users/doctors')[0]?.body).toEqual({
        firstName: 'Lena',
        lastName: 'Park',
        email: 'lena@example.com.au',
        password: 'a temporary phrase',
        specialties: ['General practice', 'Paediatrics'],
        providerNumber: '2426621B',
      });
    });

    it("shows the server's 409 message and marks the email", async () => {
      stubApi({
        [`GET ${FETCH_LOGIN_PATH}`]: me,
        'GET /api/v1/users': list(patient),
        'POST /api/v1/users/nurses': () => apiError(409, authMessages.emailTaken, ErrorCode.EMAIL_TAKEN),
      });
      const { user, dialog } = await openCreate();
      await user.click(within(dialog).getByRole('radio', { name: /^Nurse/ }));
      expect(within(dialog).queryByLabelText(/Specialties/)).not.toBeInTheDocument();
      await fillPerson(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(authMessages.emailTaken);
      expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('checks the fields before sending anything', async () => {
      const api = stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: me, 'GET /api/v1/users': list(patient) });
      const { user, dialog } = await openCreate();
      await user.type(within(dialog).getByLabelText('Temporary password'), 'short');
      await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
      expect(within(dialog).getByLabelText('First name')).toHaveAccessibleDescription(
        'Please enter a first name',
      );
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email',
      );
      expect(within(dialog).getByLabelText('Temporary password')).toHaveAccessibleDescription(
        expect.stringContaining(authMessages.passwordTooShort),
      );
      await waitFor(() => expect(within(dialog).getByLabelText('First name')).toHaveFocus());
      expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    });

    it('links a company admin to the company found by its code, and says when there is none', async () => {
      const companyId = '0190a5c1-0000-7000-8000-0000000c0001';
      const company = {
        slug: 'redgum-logistics',
        name: 'Redgum Logistics',
        logoUrl: null,
        members: 4,
        createdAt: '2026-11-01T00:00:00.000Z',
      };
      const api = stubApi({
        [`GET ${FETCH_LOGIN_PATH}`]: me,
        'GET /api/v1/users': list(patient),
        'GET /api/v1/companies?query=nowhere': () =>
          json(200, { items: [], total: 0, page: 1, pageSize: 20 }),
        // The search matches by name too: only the company whose code is exactly the one typed counts.
        'GET /api/v1/companies?query=redgum-logistics': () =>
          json(200, {
            items: [
              {
                ...company,
                id: '0190a5c1-0000-7000-8000-0000000c0002',
                slug: 'redgum-logistics-old',
                name: 'Redgum (old)',
              },
              { ...company, id: companyId },
            ],
            total: 2,
            page: 1,
            pageSize: 20,
          }),
        'POST /api/v1/users/companyAdmins': () => json(201, buildListedUser({ role: 'companyAdmin' })),
      });
      const { user, dialog } = await openCreate();
      await user.click(within(dialog).getByRole('radio', { name: /^Company administrator/ }));
      await fillPerson(user, dialog);
      await user.type(within(dialog).getByLabelText('Company code'), 'nowhere');
      await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
      expect(await within(dialog).findByText(/No company has that code/)).toBeInTheDocument();
      expect(api.calls('POST', '/api/v1/users/companyAdmins')).toHaveLength(0);

      await user.clear(within(dialog).getByLabelText('Company code'));
      await user.type(within(dialog).getByLabelText('Company code'), 'Redgum-Logistics');
      await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
      await waitFor(() => expect(api.calls('POST', '/api/v1/users/companyAdmins')).toHaveLength(1));
      expect(api.calls('POST', '/api/v1/users/companyAdmins')[0]?.body).toMatchObject({ companyId });
    });
  });

  describe('the audit trail', () => {
    const event = {
      id: '0190a5c1-0000-7000-8000-0000000e0001',
      action: 'user.blocked',
      actorId: buildAdmin().id,
      actorName: 'Sam Taylor',
      actorRole: 'admin',
      actingAsId: null,
      actingAsName: null,
      subjectUserId: patient.id,
      subjectName: 'Mia Nguyen',
      subjectRole: 'patient',
      recordType: 'user',
      recordId: patient.id,
      ip: '203.0.113.10',
      createdAt: '2026-11-21T03:30:00.000Z',
    };

    it('lists events newest first and filters them by action through the address', async () => {
      const api = stubApi({
        [`GET ${FETCH_LOGIN_PATH}`]: me,
        'GET /api/v1/audit': () => json(200, { items: [event], page: 1, pageSize: 50 }),
        'GET /api/v1/audit?action=mask.started': () => json(200, { items: [], page: 1, pageSize: 50 }),
      });
      const { router, user } = renderAdmin('/admin?tab=audit');
      const trail = await screen.findByRole('table', { name: 'Audit trail, newest first' });
      expect(within(trail).getByRole('row', { name: /Blocked/ })).toHaveTextContent('203.0.113.10');

      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Action' }),
        'Started viewing as patient',
      );
      await waitFor(() => expect(locationOf(router)).toBe('/admin?tab=audit&action=mask.started'));
      expect(
        await screen.findByText('Nothing matching these filters has been recorded.'),
      ).toBeInTheDocument();
      expect(api.calls('GET', '/api/v1/audit?action=mask.started')).toHaveLength(1);
    });

    it('is a tab beside the users, chosen with the arrow keys too', async () => {
      stubApi({
        [`GET ${FETCH_LOGIN_PATH}`]: me,
        'GET /api/v1/users': list(patient),
        'GET /api/v1/audit': () => json(200, { items: [event], page: 1, pageSize: 50 }),
      });
      const { router, user } = renderAdmin();
      await table();
      await user.click(screen.getByRole('tab', { name: 'Users' }));
      await user.keyboard('{ArrowRight}');
      await waitFor(() => expect(locationOf(router)).toBe('/admin?tab=audit'));
      expect(await screen.findByRole('table', { name: 'Audit trail, newest first' })).toBeInTheDocument();
    });
  });
});
