import { ErrorCode } from '@curo/core/errors';
import { accountEmailMessages } from '@curo/core/users';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { REACTIVATE_ACCOUNT_PATH } from '../api/request-reactivation';
import { ReactivateAccountPage } from './reactivate-account-page';

const renderPage = () =>
  renderRoute([{ path: '/reactivate-account', element: <ReactivateAccountPage /> }], '/reactivate-account');

describe('asking for a closed account back', () => {
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
  });

  it('has one h1 and labelled fields, and asks for the email before sending anything', async () => {
    const api = stubApi({});
    const { user } = renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText('Anything we should know (optional)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the email and note, then shows the team’s answer in place of the form', async () => {
    const api = stubApi({
      [`POST ${REACTIVATE_ACCOUNT_PATH}`]: () =>
        json(200, { message: accountEmailMessages.reactivationReceived }),
    });
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Email'), 'mia@example.com.au');
    await user.type(screen.getByLabelText('Anything we should know (optional)'), 'I closed it by mistake');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent(accountEmailMessages.reactivationReceived);
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    expect(api.calls('POST', REACTIVATE_ACCOUNT_PATH)[0]?.body).toEqual({
      email: 'mia@example.com.au',
      message: 'I closed it by mistake',
    });
  });

  it('leaves an empty note out, and says when too many requests were sent', async () => {
    const api = stubApi({
      [`POST ${REACTIVATE_ACCOUNT_PATH}`]: () =>
        apiError(429, 'Too many requests. Please try again later', ErrorCode.RATE_LIMITED),
    });
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Email'), 'mia@example.com.au');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later');
    expect(api.calls('POST', REACTIVATE_ACCOUNT_PATH)[0]?.body).toEqual({ email: 'mia@example.com.au' });
  });
});
