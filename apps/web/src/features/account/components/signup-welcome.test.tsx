import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { buildUser, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { SignupWelcome } from './signup-welcome';

/** The welcome above a stand-in for the home page's own heading. */
const renderHome = (path: string) =>
  renderRoute(
    [
      {
        path: '/',
        element: (
          <main>
            <SignupWelcome />
            <h1>See an Australian doctor online, today</h1>
          </main>
        ),
      },
    ],
    path,
  );

describe('the welcome after signing up', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('greets the new patient by first name and lists the next steps', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildUser({ firstName: 'Ana' })) });
    renderHome('/?fromSignup=true');
    const welcome = await screen.findByRole('region', { name: 'Welcome to Curo, Ana' });
    const steps = within(welcome).getAllByRole('link');
    expect(
      steps.map((l) => [l.querySelector('.font-semibold')?.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Complete your profile', '/account/profile'],
      ['Add your Medicare card', '/account/profile#medicare'],
      ['Book a consult', '/consult-dr-now'],
    ]);
  });

  it('welcomes without a name when nobody is signed in', () => {
    stubApi({});
    renderHome('/?fromSignup=true');
    expect(screen.getByRole('region', { name: 'Welcome to Curo' })).toBeInTheDocument();
  });

  it('is not shown on an ordinary visit', () => {
    stubApi({});
    renderHome('/');
    expect(screen.queryByRole('region', { name: /Welcome to Curo/ })).not.toBeInTheDocument();
  });

  it('closes, takes ?fromSignup out of the address and moves focus to the page heading', async () => {
    stubApi({});
    const { router, user } = renderHome('/?fromSignup=true&company=redgum');
    await user.click(screen.getByRole('button', { name: 'Dismiss welcome' }));
    expect(screen.queryByRole('region', { name: /Welcome to Curo/ })).not.toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe('/?company=redgum'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});
