import {
  findPharmacyPath,
  nearbyPharmacyPath,
  pharmacyWords,
  preferredPharmacyPath,
  type TPharmacy,
} from '@curo/core/pharmacies';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { PreferredPharmacyCard, phoneLabel } from './preferred-pharmacy-card';

const USER_ID = '3f1c2a4e-8d7b-4c1a-9e2f-1a2b3c4d5e6f';
const PATH = preferredPharmacyPath(USER_ID);
const pharmacy = (overrides: Partial<TPharmacy>): TPharmacy => ({
  id: '0190a1b2-0000-7000-8000-000000000001',
  name: 'Circular Quay Pharmacy',
  address: '2 Loftus Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  phone: '+61255500101',
  fax: '+61255500102',
  email: null,
  latitude: -33.8627,
  longitude: 151.2105,
  openingHours: 'Mon–Fri 7 am–7 pm',
  ...overrides,
});
const quay = pharmacy({});
const wynyard = pharmacy({
  id: '0190a1b2-0000-7000-8000-000000000002',
  name: 'Wynyard Chemist',
  phone: null,
});
const page = { page: 1, pageSize: 10, hasMore: false };

const renderCard = (postcode: string | null = '2000') =>
  renderRoute([{ path: '/', element: <PreferredPharmacyCard userId={USER_ID} postcode={postcode} /> }], '/');

describe('the profile’s pharmacy finder', () => {
  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('finds pharmacies near the patient’s postcode, nearest first with the distance, and saves one', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: () => json(200, { pharmacy: null }),
      [`GET ${nearbyPharmacyPath}?postcode=2000`]: () =>
        json(200, {
          ...page,
          items: [
            { ...quay, distanceKm: 0.4 },
            { ...wynyard, distanceKm: 0.9 },
          ],
          origin: { latitude: -33.86, longitude: 151.25, postcode: '2000' },
          radiusKm: 25,
        }),
      [`PUT ${PATH}`]: () => json(200, { pharmacy: wynyard }),
    });
    const { user } = renderCard();
    expect(await screen.findByText(/not chosen a pharmacy yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Near postcode')).toHaveValue('2000');
    await user.click(screen.getByRole('button', { name: 'Find nearby' }));
    const list = await screen.findByRole('list', { name: 'Pharmacies found' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Circular Quay Pharmacy');
    expect(rows[0]).toHaveTextContent('0.4 km away');
    expect(rows[0]).toHaveTextContent('Phone (02) 5550 0101');
    expect(rows[1]).toHaveTextContent('0.9 km away');
    await user.click(within(list).getByRole('button', { name: 'Choose Wynyard Chemist' }));
    expect(await screen.findByText('Wynyard Chemist is now your pharmacy')).toBeInTheDocument();
    expect(api.calls('PUT', PATH)[0]?.body).toEqual({ pharmacyId: wynyard.id });
    expect(within(list).getByText('Your pharmacy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('searches by name, suburb or postcode, and says when nothing matched', async () => {
    stubApi({
      [`GET ${PATH}`]: () => json(200, { pharmacy: quay }),
      [`GET ${findPharmacyPath}?q=Circulr+Quay`]: () => json(200, { ...page, items: [quay] }),
      [`GET ${findPharmacyPath}?q=zzqx`]: () => json(200, { ...page, items: [] }),
    });
    const { user } = renderCard(null);
    expect(await screen.findByText('2 Loftus Street, Sydney NSW 2000')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name, suburb or postcode'), 'Circulr Quay');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const list = await screen.findByRole('list', { name: 'Pharmacies found' });
    // Already chosen: marked, not offered again.
    expect(within(list).getByText('Your pharmacy')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name, suburb or postcode'));
    await user.type(screen.getByLabelText('Name, suburb or postcode'), 'zzqx');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/No pharmacies found/)).toBeInTheDocument();
  });

  it('asks for enough to search on, without calling the API', async () => {
    const api = stubApi({ [`GET ${PATH}`]: () => json(200, { pharmacy: null }) });
    const { user } = renderCard(null);
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(pharmacyWords.query);
    await user.type(screen.getByLabelText('Near postcode'), '20');
    await user.click(screen.getByRole('button', { name: 'Find nearby' }));
    expect(screen.getByRole('alert')).toHaveTextContent(pharmacyWords.postcode);
    expect(api.requests.filter((r) => r.path.includes('Pharmacy?'))).toEqual([]);
  });

  it('writes numbers as Australians do', () => {
    expect(phoneLabel('+61255500101')).toBe('(02) 5550 0101');
    expect(phoneLabel('+61412345678')).toBe('0412 345 678');
    expect(phoneLabel(null)).toBeNull();
  });
});
