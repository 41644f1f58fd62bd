import { type TUserList, ZUserList } from '@curo/core/auth';
import { type TUserDetail, ZUserDetail } from '@curo/core/users';
import {
  buildPatientDetail as buildSharedPatientDetail,
  VALID_MEDICARE,
} from '../../../test/build-user-detail';
import { buildUser } from '../../../test/fake-api';
import { fixture, onlyFieldsOf } from '../../../test/fixture';

const ZListedUser = ZUserList.shape.items.element;
type TListedUser = TUserList['items'][number];

/** The signed-in Curo administrator, as `GET /users/fetchLogin` answers. */
export const buildAdmin = (overrides: Partial<TUserDetail> = {}): TUserDetail =>
  fixture(
    { ZUserDetail },
    {
      ...buildUser({
        id: '0190a5c1-0000-7000-8000-00000000ad01',
        email: 'sam@curo.au',
        role: 'admin',
        firstName: 'Sam',
        lastName: 'Taylor',
      }),
      status: 'active',
      totpEnabled: true,
      photoUrl: null,
      patientProfile: null,
      doctorProfile: null,
      maskedBy: null,
      ...overrides,
    },
  );

/** A row of `GET /users`; a test may pass a whole user detail (the admin's own row). */
export const buildListedUser = (overrides: Partial<TListedUser> = {}): TListedUser =>
  fixture({ ZListedUser }, onlyFieldsOf(ZListedUser, { ...buildUser(), status: 'active', ...overrides }));

/** One page of the users list (20 a page), holding `items`. */
export const buildUserList = (items: TListedUser[], { total = items.length, page = 1 } = {}): TUserList =>
  fixture(
    { ZUserList },
    {
      items,
      total,
      page,
      pageSize: 20,
    },
  );

export const patient = buildListedUser();
export const doctor = buildListedUser({
  id: '7a0c3c1e-2b5d-4e8f-9a1b-2c3d4e5f6a7b',
  email: 'priya@example.com.au',
  role: 'doctor',
  firstName: 'Priya',
  lastName: 'Raman',
});

/** A patient with a filled-in profile, Medicare card and IHI included, as `GET /users/getUserById/{id}` answers. */
export const buildPatientDetail = (overrides: Partial<TUserDetail> = {}): TUserDetail =>
  buildSharedPatientDetail(
    { maskedBy: null, ...overrides },
    { medicareNumber: VALID_MEDICARE, medicareIrn: 2, medicareExpiry: '08/2029', ihi: '8003608166690503' },
  );
