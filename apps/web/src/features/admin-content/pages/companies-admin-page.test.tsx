import { ErrorCode } from '@curo/core/errors';
import { paths } from '@curo/core/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf } from '../../../test/render-route';
import { buildCompany, pngFile } from '../testing/build-content-admin';
import { renderAdminScreen, signedInAdmin, signedInDoctor } from '../testing/render-admin';
import { sentFormData } from '../testing/sent-form-data';
import { CompaniesAdminPage } from './companies-admin-page';

const redgum = buildCompany();
const harbourview = buildCompany({
  slug: 'harbourview-health',
  name: 'Harbourview Health Partners',
  members: 2,
});
const page = (items: ReturnType<typeof buildCompany>[], overrides = {}) =>
  json(200, { items, total: items.length, page: 1, pageSize: 20, ...overrides });
const renderCompanies = (path: string = paths.adminCompanies) =>
  renderAdminScreen(paths.adminCompanies, <CompaniesAdminPage />, path);

describe('the companies admin', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-admin');
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps anyone but an administrator out', async () => {
    const api = stubApi({ ...signedInDoctor });
    renderCompanies();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.includes('companies'))).toHaveLength(0);
  });

  it('lists companies with their members and searches them through the address', async () => {
    stubApi({
      ...signedInAdmin,
      'GET /api/v1/companies': () => page([harbourview, redgum]),
      'GET /api/v1/companies?query=red': () => page([redgum]),
    });
    const { user, router } = renderCompanies();
    const list = await screen.findByRole('list', { name: 'Companies' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('/harbourview-health · 2 people');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'red');
    await waitFor(() => expect(locationOf(router)).toBe('/admin/companies?query=red'));
    await waitFor(() => expect(screen.queryByText('Harbourview Health Partners')).not.toBeInTheDocument());
  });

  it('adds a company with a code from its name, and shows why a code is refused', async () => {
    let calls = 0;
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/companies': () => page([redgum]),
      'POST /api/v1/companies': () => {
        calls += 1;
        return calls === 1
          ? apiError(
              400,
              '“login” is the address of a page on the site; choose another code',
              ErrorCode.VALIDATION_ERROR,
            )
          : json(201, buildCompany({ name: 'Login Logistics', slug: 'login-logistics' }));
      },
    });
    const { user } = renderCompanies();
    await user.click(await screen.findByRole('button', { name: 'Add company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a company' });
    await user.type(within(dialog).getByLabelText('Name'), 'Login');
    expect(within(dialog).getByLabelText('Code')).toHaveValue('login');
    await user.click(within(dialog).getByRole('button', { name: 'Add company' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '“login” is the address of a page on the site',
    );
    expect(api.calls('POST', '/api/v1/companies')[0]?.body).toEqual({
      name: 'Login',
      slug: 'login',
      coversConsults: false,
    });

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'login-logistics');
    await user.click(within(dialog).getByRole('button', { name: 'Add company' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', '/api/v1/companies')[1]?.body).toEqual({
      name: 'Login',
      slug: 'login-logistics',
      coversConsults: false,
    });
  });

  it("shows the server's 409 when people still belong to the company", async () => {
    stubApi({
      ...signedInAdmin,
      'GET /api/v1/companies': () => page([harbourview]),
      [`DELETE /api/v1/companies/${harbourview.id}`]: () =>
        apiError(409, 'People still belong to this company; move them first', ErrorCode.COMPANY_HAS_MEMBERS),
    });
    const { user } = renderCompanies();
    await user.click(await screen.findByRole('button', { name: 'Delete Harbourview Health Partners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Harbourview Health Partners?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete company' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'People still belong to this company; move them first',
    );
  });

  it('edits a company: its name, and whether it pays for its people’s consults', async () => {
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/companies': () => page([redgum]),
      [`PUT /api/v1/companies/${redgum.id}`]: () => json(200, { ...redgum, name: 'Redgum Freight' }),
    });
    const { user } = renderCompanies();
    await user.click(await screen.findByRole('button', { name: 'Edit Redgum Logistics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Redgum Logistics' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Redgum Freight');
    await user.click(within(dialog).getByLabelText('The company pays for its people’s consults'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.calls('PUT', `/api/v1/companies/${redgum.id}`)[0]?.body).toEqual({
        name: 'Redgum Freight',
        slug: 'redgum-logistics',
        coversConsults: true,
      }),
    );
  });

  it('uploads a logo as multipart', async () => {
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/companies': () => page([redgum]),
      [`POST /api/v1/companies/${redgum.id}/logo`]: () =>
        json(200, { ...redgum, logoUrl: '/api/v1/files/logo.webp' }),
    });
    const { user } = renderCompanies();
    await user.upload(
      await screen.findByLabelText('Upload logo for Redgum Logistics'),
      pngFile('redgum.png'),
    );
    expect(await screen.findByText("Redgum Logistics's logo is saved.")).toBeInTheDocument();
    const [sent] = sentFormData(api.fetchMock, 'POST', `/api/v1/companies/${redgum.id}/logo`);
    expect((sent?.get('file') as File | null)?.name).toBe('redgum.png');
  });
});
