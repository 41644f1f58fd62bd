import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { notificationSettingsPath } from '../api/get-notification-settings';
import { accountMessages } from '../utils/account-messages';
import { NotificationSettingsCard } from './notification-settings-card';

const USER_ID = '3f1c2a4e-8d7b-4c1a-9e2f-1a2b3c4d5e6f';
const PATH = notificationSettingsPath(USER_ID);
const stored = {
  appointmentReminders: { email: true, sms: true },
  messages: { email: true, sms: false },
  productNews: { email: false },
};

const renderCard = () =>
  renderRoute([{ path: '/', element: <NotificationSettingsCard userId={USER_ID} /> }], '/');

describe('notification settings', () => {
  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows each choice as a labelled checkbox in its group, ticked as stored', async () => {
    stubApi({ [`GET ${PATH}`]: () => json(200, stored) });
    renderCard();
    const reminders = await screen.findByRole('group', { name: 'Appointment reminders' });
    expect(within(reminders).getByRole('checkbox', { name: 'Text message' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Messages from your care team' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
  });

  it('saves every choice with PUT and says so', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: () => json(200, stored),
      [`PUT ${PATH}`]: ({ body }) => json(200, body),
    });
    const { user } = renderCard();
    const news = await screen.findByRole('group', { name: 'News from Curo' });
    await user.click(within(news).getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText(accountMessages.notificationsSaved)).toBeInTheDocument();
    expect(api.calls('PUT', PATH)[0]?.body).toEqual({ ...stored, productNews: { email: true } });
  });

  it('shows a refusal in the form', async () => {
    stubApi({
      [`GET ${PATH}`]: () => json(200, stored),
      [`PUT ${PATH}`]: () => apiError(503, 'Curo is briefly unavailable'),
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Curo is briefly unavailable');
  });
});
