import { ErrorCode } from '@curo/core/errors';
import { paths } from '@curo/core/routes';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf } from '../../../test/render-route';
import { buildSpecialty, pngFile } from '../testing/build-content-admin';
import { renderAdminScreen, signedInAdmin, signedInDoctor } from '../testing/render-admin';
import { sentFormData } from '../testing/sent-form-data';
import { SpecialtiesAdminPage } from './specialties-admin-page';

const dermatology = buildSpecialty();
const sleep = buildSpecialty({
  slug: 'sleep-medicine',
  name: 'Sleep medicine',
  public: false,
  priceCents: null,
});
const renderSpecialties = (path: string = paths.adminSpecialties) =>
  renderAdminScreen(paths.adminSpecialties, <SpecialtiesAdminPage />, path);

describe('the specialties admin', () => {
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
    renderSpecialties();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.includes('specialties'))).toHaveLength(0);
  });

  it('lists the specialties, public or hidden, with their price', async () => {
    stubApi({
      ...signedInAdmin,
      'GET /api/v1/specialties': () => json(200, { items: [dermatology, sleep] }),
    });
    renderSpecialties();
    const [first, second] = within(await screen.findByRole('list', { name: 'Specialties' })).getAllByRole(
      'listitem',
    );
    expect(first).toHaveTextContent('Public');
    expect(first).toHaveTextContent('$190.00');
    expect(second).toHaveTextContent('Hidden');
    expect(second).toHaveTextContent('General price list');
  });

  it('creates a specialty with its price in cents and a slug from its name', async () => {
    const created = buildSpecialty({
      name: 'Sports medicine',
      slug: 'sports-medicine',
      public: false,
      priceCents: 18_950,
    });
    let added = false;
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/specialties': () => json(200, { items: added ? [dermatology, created] : [dermatology] }),
      'POST /api/v1/specialties': () => {
        added = true;
        return json(201, created);
      },
    });
    const { user, router } = renderSpecialties();
    await user.click(await screen.findByRole('button', { name: 'New specialty' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New specialty' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Sports medicine');
    expect(screen.getByLabelText('Slug')).toHaveValue('sports-medicine');
    await user.type(screen.getByLabelText('Content'), '## Injuries');
    expect(
      within(screen.getByRole('region', { name: 'Preview of content' })).getByRole('heading', {
        name: 'Injuries',
      }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Price in dollars/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Add specialty' }));
    expect(screen.getByLabelText(/Price in dollars/)).toHaveAccessibleDescription(
      /Enter the price in dollars/,
    );
    await user.clear(screen.getByLabelText(/Price in dollars/));
    await user.type(screen.getByLabelText(/Price in dollars/), '189.50');
    await user.click(screen.getByRole('button', { name: 'Add specialty' }));

    await waitFor(() => expect(api.calls('POST', '/api/v1/specialties')).toHaveLength(1));
    expect(api.calls('POST', '/api/v1/specialties')[0]?.body).toEqual({
      name: 'Sports medicine',
      slug: 'sports-medicine',
      public: false,
      summary: '',
      content: '## Injuries',
      heroImageUrl: null,
      priceCents: 18_950,
      seoTitle: null,
      seoDescription: null,
    });
    await waitFor(() => expect(locationOf(router)).toBe(`/admin/specialties?edit=${created.id}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Sports medicine' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload hero image' })).toBeInTheDocument();
  });

  it('uploads a hero image as a file and shows it', async () => {
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/specialties': () => json(200, { items: [dermatology] }),
      [`POST /api/v1/specialties/${dermatology.id}/hero`]: () =>
        json(200, { ...dermatology, heroImageUrl: '/api/v1/files/content/hero.webp' }),
      [`GET /api/v1/specialties/publicUrl/${dermatology.id}`]: () =>
        json(200, { url: '/specialty/dermatology' }),
    });
    const { user } = renderSpecialties(`/admin/specialties?edit=${dermatology.id}`);
    expect(await screen.findByRole('link', { name: 'View page' })).toHaveAttribute(
      'href',
      '/specialty/dermatology',
    );
    await user.upload(screen.getByLabelText('Upload hero image'), pngFile('skin.png'));
    expect(await screen.findByRole('img', { name: 'Hero of Dermatology' })).toHaveAttribute(
      'src',
      '/api/v1/files/content/hero.webp',
    );
    const [sent] = sentFormData(api.fetchMock, 'POST', `/api/v1/specialties/${dermatology.id}/hero`);
    expect(sent?.get('file')).toBeInstanceOf(File);
  });

  it('refuses a file that is not an image before sending it', async () => {
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/specialties': () => json(200, { items: [dermatology] }),
    });
    renderSpecialties(`/admin/specialties?edit=${dermatology.id}`);
    const input = await screen.findByLabelText('Upload hero image');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload a JPEG, PNG or WebP image');
    expect(sentFormData(api.fetchMock, 'POST', `/api/v1/specialties/${dermatology.id}/hero`)).toHaveLength(0);
  });

  it("saves changes with the hero image kept, and shows the server's 409", async () => {
    let calls = 0;
    const withHero = { ...dermatology, heroImageUrl: '/api/v1/files/content/hero.webp' };
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/specialties': () => json(200, { items: [withHero, sleep] }),
      [`PUT /api/v1/specialties/${dermatology.id}`]: () => {
        calls += 1;
        return calls === 1
          ? apiError(409, 'A specialty with that name already exists', ErrorCode.SPECIALTY_EXISTS)
          : json(200, { ...withHero, name: 'Skin' });
      },
    });
    const { user } = renderSpecialties(`/admin/specialties?edit=${dermatology.id}`);
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Sleep medicine');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A specialty with that name already exists');
    expect(api.calls('PUT', `/api/v1/specialties/${dermatology.id}`)[0]?.body).toMatchObject({
      name: 'Sleep medicine',
      slug: 'dermatology',
      heroImageUrl: '/api/v1/files/content/hero.webp',
      priceCents: 19_000,
    });
    await user.clear(name);
    await user.type(name, 'Skin');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Skin is saved.')).toBeInTheDocument();
  });

  it('deletes a specialty after confirming, back to the list', async () => {
    let gone = false;
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/specialties': () => json(200, { items: gone ? [sleep] : [dermatology, sleep] }),
      [`DELETE /api/v1/specialties/${dermatology.id}/destroy`]: () => {
        gone = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user, router } = renderSpecialties(`/admin/specialties?edit=${dermatology.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Dermatology' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Dermatology?' })).getByRole('button', {
        name: 'Delete specialty',
      }),
    );
    await waitFor(() => expect(locationOf(router)).toBe('/admin/specialties'));
    expect(api.calls('DELETE', `/api/v1/specialties/${dermatology.id}/destroy`)).toHaveLength(1);
    expect(await screen.findByRole('list', { name: 'Specialties' })).not.toHaveTextContent('Dermatology');
  });
});
