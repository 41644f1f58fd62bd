import { importPharmaciesPath } from '@curo/core/pharmacies';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { PharmaciesImportPanel } from './pharmacies-import-panel';

const CSV =
  'name,address,suburb,state,postcode\nCircular Quay Pharmacy,2 Loftus Street,Sydney,NSW,2000\n,x,y,NSW,2000\n';
const csvFile = (text = CSV) => new File([text], 'pharmacies.csv', { type: 'text/csv' });
const renderPanel = () => renderRoute([{ path: '/', element: <PharmaciesImportPanel /> }], '/');

describe('the admins’ pharmacy import', () => {
  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the file’s text and reports what was added, updated and rejected, line by line', async () => {
    const api = stubApi({
      [`POST ${importPharmaciesPath}`]: () =>
        json(200, { rows: 2, created: 1, updated: 0, rejected: [{ row: 3, reason: 'The name is missing' }] }),
    });
    const { user } = renderPanel();
    await user.upload(screen.getByLabelText('Pharmacy CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 rows read: 1 added, 0 updated, 1 rejected.',
    );
    const table = screen.getByRole('table', { name: 'Rejected rows' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('The name is missing');
    expect(api.calls('POST', importPharmaciesPath)[0]?.body).toEqual({ csv: CSV });
  });

  it('asks for a file first, and shows the server’s refusal', async () => {
    stubApi({
      [`POST ${importPharmaciesPath}`]: () => apiError(400, 'The first line must name the columns'),
    });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a CSV file first');
    await user.upload(screen.getByLabelText('Pharmacy CSV file'), csvFile('nonsense'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The first line must name the columns');
  });
});
