import { ErrorCode } from '@curo/core/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferredResponse, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { SEND_COMPANY_CONTACT_PATH } from '../api/send-company-contact';
import { BusinessPage } from './business-page';

const renderBusiness = () => renderRoute([{ path: '/business', element: <BusinessPage /> }], '/business');
const form = () => screen.getByRole('form', { name: 'Business enquiry' });
const send = (user: ReturnType<typeof renderBusiness>['user']) =>
  user.click(within(form()).getByRole('button', { name: 'Send enquiry' }));

async function fillValid(user: ReturnType<typeof renderBusiness>['user']) {
  await user.type(screen.getByLabelText('Organisation'), 'Harbour Logistics');
  await user.type(screen.getByLabelText('Your name'), 'Ana Silva');
  await user.type(screen.getByLabelText('Work email'), 'ana@harbour.com.au');
  await user.type(screen.getByLabelText('Phone'), '02 9000 0000');
  await user.selectOptions(screen.getByLabelText('How many people work there?'), '20–199 people');
  await user.type(screen.getByLabelText('How can we help?'), 'GP access for 80 warehouse staff in NSW.');
}

describe('the business enquiry form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels every field and offers the employee bands', () => {
    stubApi({});
    renderBusiness();
    for (const label of [
      'Organisation',
      'Your name',
      'Work email',
      'Phone',
      'How many people work there?',
      'How can we help?',
    ]) {
      expect(within(form()).getByLabelText(label)).toBeInTheDocument();
    }
    const bands = within(screen.getByLabelText('How many people work there?')).getAllByRole('option');
    expect(bands.map((o) => o.getAttribute('value'))).toEqual(['', '1-19', '20-199', '200-999', '1000+']);
    expect(screen.getAllByRole('link', { name: 'Make a business enquiry' })[0]).toHaveAttribute(
      'href',
      '#enquiry',
    );
  });

  it('shows an error under each empty field, focuses the first and sends nothing', async () => {
    const api = stubApi({});
    const { user } = renderBusiness();
    await send(user);

    const organisation = screen.getByLabelText('Organisation');
    expect(organisation).toHaveAccessibleDescription('Please enter your organisation');
    expect(organisation).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(organisation).toHaveFocus());
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Please enter your phone number');
    expect(screen.getByLabelText('How many people work there?')).toHaveAccessibleDescription(
      'Choose how many people work there',
    );
    expect(screen.getByLabelText('How can we help?')).toHaveAccessibleDescription(/^Please enter a message/);
    expect(api.calls('POST', SEND_COMPANY_CONTACT_PATH)).toHaveLength(0);

    // Typing clears that field's error only.
    await user.type(organisation, 'H');
    expect(organisation).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the email’s format before sending', async () => {
    const api = stubApi({});
    const { user } = renderBusiness();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Work email'));
    await user.type(screen.getByLabelText('Work email'), 'ana@harbour');
    await send(user);
    expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription('Please enter a valid email');
    await waitFor(() => expect(screen.getByLabelText('Work email')).toHaveFocus());
    expect(api.calls('POST', SEND_COMPANY_CONTACT_PATH)).toHaveLength(0);
  });

  it('sends the enquiry, shows it is busy, then the team’s confirmation', async () => {
    const reply = deferredResponse();
    const api = stubApi({ [`POST ${SEND_COMPANY_CONTACT_PATH}`]: () => reply.promise });
    const { user } = renderBusiness();
    await fillValid(user);
    await send(user);

    expect(within(form()).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(api.calls('POST', SEND_COMPANY_CONTACT_PATH)[0]?.body).toEqual({
      companyName: 'Harbour Logistics',
      contactName: 'Ana Silva',
      email: 'ana@harbour.com.au',
      phone: '02 9000 0000',
      employees: '20-199',
      message: 'GP access for 80 warehouse staff in NSW.',
    });

    reply.send(
      json(200, { message: 'Thanks. Our partnerships team will be in touch within one business day.' }),
    );
    const done = await screen.findByRole('status');
    expect(within(done).getByRole('heading', { name: 'Enquiry sent' })).toHaveFocus();
    expect(done).toHaveTextContent('Thanks. Our partnerships team will be in touch within one business day.');

    await user.click(within(done).getByRole('button', { name: 'Send another enquiry' }));
    expect(screen.getByLabelText('Organisation')).toHaveValue('');
  });

  it("shows the server's message when it refuses, and keeps what was typed", async () => {
    stubApi({
      [`POST ${SEND_COMPANY_CONTACT_PATH}`]: () =>
        apiError(429, 'Too many requests. Please try again in 10 minutes.', ErrorCode.RATE_LIMITED),
    });
    const { user } = renderBusiness();
    await fillValid(user);
    await send(user);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 10 minutes.',
    );
    expect(screen.getByLabelText('Organisation')).toHaveValue('Harbour Logistics');
    expect(within(form()).getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
  });

  it('marks the email when the server says it is not valid', async () => {
    stubApi({
      [`POST ${SEND_COMPANY_CONTACT_PATH}`]: () =>
        apiError(400, 'Please enter a valid email', ErrorCode.VALIDATION_ERROR),
    });
    const { user } = renderBusiness();
    await fillValid(user);
    await send(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription('Please enter a valid email'),
    );
  });

  it('says so plainly when the connection fails', async () => {
    stubApi({
      [`POST ${SEND_COMPANY_CONTACT_PATH}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderBusiness();
    await fillValid(user);
    await send(user);
    expect(await within(form()).findByRole('alert')).toHaveTextContent('We could not reach Curo');
  });
});
