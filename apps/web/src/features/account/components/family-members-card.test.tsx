import type { TFamilyMember } from '@curo/core/family';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { FAMILY_MEMBERS_PATH } from '../api/get-family-members';
import { familyMemberPath } from '../api/update-family-member';
import { familyMessages } from '../utils/family-member-values';
import { FamilyMembersCard } from './family-members-card';

const leo: TFamilyMember = {
  id: '0b9f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  firstName: 'Leo',
  lastName: 'Nguyen',
  dateOfBirth: '2018-03-12',
  sex: 'male',
  relationship: 'child',
  medicareIrn: 3,
  createdAt: '2026-11-01T03:30:00.000Z',
};

/** A server that keeps the family list, and adds, edits and removes as asked. */
function familyServer(initial: TFamilyMember[]) {
  let members = [...initial];
  return stubApi({
    [`GET ${FAMILY_MEMBERS_PATH}`]: () => json(200, { items: members }),
    [`POST ${FAMILY_MEMBERS_PATH}`]: ({ body }) => {
      const added = {
        ...(body as TFamilyMember),
        id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        createdAt: '2026-11-22T00:00:00.000Z',
      };
      members = [...members, added];
      return json(201, added);
    },
    ...Object.fromEntries(
      initial.flatMap((m) => [
        [
          `PUT ${familyMemberPath(m.id)}`,
          ({ body }: { body: unknown }) => {
            members = members.map((x) => (x.id === m.id ? { ...x, ...(body as object) } : x));
            return json(
              200,
              members.find((x) => x.id === m.id),
            );
          },
        ],
        [
          `DELETE ${familyMemberPath(m.id)}`,
          () => {
            members = members.filter((x) => x.id !== m.id);
            return new Response(null, { status: 204 });
          },
        ],
      ]),
    ),
  });
}

const renderCard = () => renderRoute([{ path: '/', element: <FamilyMembersCard /> }], '/');

describe('family members', () => {
  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists each member with their relationship, date of birth and IRN', async () => {
    familyServer([leo]);
    renderCard();
    const item = (await screen.findByRole('heading', { name: 'Leo Nguyen' })).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Child · Born 12 Mar 2018 · IRN 3');
    expect(within(item).getByRole('button', { name: 'Edit Leo Nguyen' })).toBeInTheDocument();
  });

  it('says what to do when there is no one yet', async () => {
    familyServer([]);
    renderCard();
    expect(await screen.findByText(/No family members yet/)).toBeInTheDocument();
  });

  it('adds a family member with the body the API expects, then lists them', async () => {
    const api = familyServer([]);
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add a family member' }));
    const form = screen.getByRole('form', { name: 'Add a family member' });
    await user.type(within(form).getByLabelText('First name'), 'Ava');
    await user.type(within(form).getByLabelText('Last name'), 'Nguyen');
    await user.type(within(form).getByLabelText('Date of birth'), '2020-06-01');
    await user.selectOptions(within(form).getByLabelText('Relationship to you'), 'child');
    await user.type(within(form).getByLabelText(/IRN on your Medicare card/), '4');
    await user.click(within(form).getByRole('button', { name: 'Add family member' }));

    expect(await screen.findByText('Ava Nguyen has been added to your family.')).toBeInTheDocument();
    expect(api.calls('POST', FAMILY_MEMBERS_PATH)[0]?.body).toEqual({
      firstName: 'Ava',
      lastName: 'Nguyen',
      dateOfBirth: '2020-06-01',
      sex: null,
      relationship: 'child',
      medicareIrn: 4,
    });
    expect(await screen.findByRole('heading', { name: 'Ava Nguyen' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a family member' })).toHaveFocus());
  });

  it('asks for a date of birth and a relationship before sending anything', async () => {
    const api = familyServer([]);
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add a family member' }));
    await user.type(screen.getByLabelText('First name'), 'Ava');
    await user.type(screen.getByLabelText('Last name'), 'Nguyen');
    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      familyMessages.dateOfBirthRequired,
    );
    expect(screen.getByLabelText('Relationship to you')).toHaveAccessibleDescription(
      familyMessages.relationshipRequired,
    );
    expect(screen.getByLabelText('Date of birth')).toHaveFocus();
    expect(api.calls('POST', FAMILY_MEMBERS_PATH)).toHaveLength(0);
  });

  it('edits a member in place', async () => {
    const api = familyServer([leo]);
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Edit Leo Nguyen' }));
    const form = screen.getByRole('form', { name: 'Edit Leo Nguyen' });
    expect(within(form).getByLabelText('First name')).toHaveValue('Leo');
    await user.clear(within(form).getByLabelText('First name'));
    await user.type(within(form).getByLabelText('First name'), 'Leon');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Leon Nguyen' })).toBeInTheDocument();
    expect(api.calls('PUT', familyMemberPath(leo.id))[0]?.body).toMatchObject({
      firstName: 'Leon',
      relationship: 'child',
      medicareIrn: 3,
    });
  });

  it('shows a refusal from the server inside the form', async () => {
    stubApi({
      [`GET ${FAMILY_MEMBERS_PATH}`]: () => json(200, { items: [] }),
      [`POST ${FAMILY_MEMBERS_PATH}`]: () => apiError(400, 'Please enter a real date of birth'),
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add a family member' }));
    await user.type(screen.getByLabelText('First name'), 'Ava');
    await user.type(screen.getByLabelText('Last name'), 'Nguyen');
    await user.type(screen.getByLabelText('Date of birth'), '2020-06-01');
    await user.selectOptions(screen.getByLabelText('Relationship to you'), 'child');
    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a real date of birth');
    expect(screen.getByRole('form', { name: 'Add a family member' })).toBeInTheDocument();
  });

  it('removes a member only once the removal is confirmed', async () => {
    const api = familyServer([leo]);
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Remove Leo Nguyen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Leo Nguyen?' });
    expect(api.calls('DELETE', familyMemberPath(leo.id))).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Keep Leo' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE', familyMemberPath(leo.id))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Leo Nguyen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Leo Nguyen has been removed from your family.')).toBeInTheDocument();
    expect(api.calls('DELETE', familyMemberPath(leo.id))).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Leo Nguyen' })).not.toBeInTheDocument(),
    );
  });

  it('closes the confirmation with Escape, keeping the member', async () => {
    const api = familyServer([leo]);
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Remove Leo Nguyen' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE', familyMemberPath(leo.id))).toHaveLength(0);
  });
});
