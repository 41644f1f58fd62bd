import { paths } from '@curo/core/routes';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { json, stubApi } from '../../../test/fake-api';
import { AdminPage } from '../../admin';
import { buildUserList } from '../../admin/testing/build-admin-data';
import { renderAdminScreen, signedInAdmin } from '../testing/render-admin';

describe('reaching the content screens', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('are linked from the administration page', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    stubApi({ ...signedInAdmin, 'GET /api/v1/users': () => json(200, buildUserList([])) });
    renderAdminScreen(paths.admin, <AdminPage />);
    const nav = await screen.findByRole('navigation', { name: 'Site content' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      paths.adminFaq,
      paths.adminBlog,
      paths.adminSpecialties,
      paths.adminCompanies,
      paths.adminSite,
      paths.adminShortLinks,
      paths.adminDiscountCodes,
      paths.adminMedicareItems,
    ]);
  });
});
