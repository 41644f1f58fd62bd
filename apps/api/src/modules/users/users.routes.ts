import {
  type TStaffRole,
  ZCreateStaffRequest,
  ZRole,
  ZTokenResponse,
  ZUpdateUserRequest,
  ZUser,
  ZUserList,
} from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import {
  ZBreakGlassGrant,
  ZBreakGlassRequest,
  ZCompanyMember,
  ZCompanyMemberList,
  ZDoctorCardList,
  ZEmergencyContactList,
  ZMaskUserRequest,
  ZNotificationSettings,
  ZUpdateProfileRequest,
  ZUserDetail,
} from '@curo/core/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import type { SecretBox } from '../../platform/auth/secret-box';
import { errorResponses } from '../../platform/errors';
import { breakGlass } from './break-glass';
import { adminSpecialists, doctorsList, emergencyContacts, emergencyDoctors } from './doctor-lists';
import {
  createStaff,
  getStaffMember,
  getUser,
  getUserByEmail,
  listAllUsers,
  searchPatients,
  setBlocked,
  softDeleteUser,
  updateUser,
} from './manage-users';
import { maskUser } from './mask-user';
import { getNotificationSettings, updateNotificationSettings, updateProfile } from './user-profile';

const STAFF_KINDS: Record<string, TStaffRole> = {
  doctors: 'doctor',
  nurses: 'nurse',
  companyAdmins: 'companyAdmin',
  instantDoctors: 'instantDoctor',
};

const ZId = z.object({ id: z.string().uuid() });
const ZListQuery = z.object({
  query: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const { VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, RATE_LIMITED } = ErrorCode;
/** A signed-in caller not of the route's roles: 401 signed out, 403 otherwise. */
const rolesOnly = [UNAUTHORIZED, FORBIDDEN] as const;
/** A route about one user named by its parameter: not one the caller may reach (403), or none (404). */
const oneUser = errorResponses(VALIDATION_ERROR, ...rolesOnly, NOT_FOUND);
const admin = ['admin'] as const;

/** The `/users` look-ups and admin user management of spec §7 Users. */
export interface UsersRoutesOptions {
  db: Db;
  tokens: AccessTokens;
  box: SecretBox;
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { db, tokens, box }) => {
  const tags = ['users'];

  app.get(
    '/users',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: list, search and filter users by role (20 a page)',
        querystring: ZListQuery.extend({ role: ZRole.optional() }),
        response: { 200: ZUserList, ...errorResponses(VALIDATION_ERROR, ...rolesOnly) },
      },
    },
    async (request) => listAllUsers({ db, ...request.query }),
  );

  app.get(
    '/users/getPatients',
    {
      config: { access: ['admin', 'doctor', 'nurse', 'instantDoctor', 'companyAdmin'] },
      schema: {
        tags,
        summary:
          "Search the patients the caller may see: clinicians, those they have a consult with or broke the glass for; company admins, their company's people (narrow shape)",
        querystring: ZListQuery,
        // The whole list first: a company admin's narrow items lack its fields, so fall through.
        response: {
          200: z.union([ZUserList, ZCompanyMemberList]),
          ...errorResponses(VALIDATION_ERROR, ...rolesOnly),
        },
      },
    },
    async (request) => searchPatients({ db, principal: principalOf(request), ...request.query }),
  );

  app.get(
    '/users/getDoctors',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Active doctors by name (no contact details)',
        response: { 200: ZDoctorCardList, ...errorResponses(UNAUTHORIZED) },
      },
    },
    async () => doctorsList(db),
  );

  app.get(
    '/users/getEmergencyDoctors',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Doctors who take emergency consults',
        response: { 200: ZDoctorCardList, ...errorResponses(UNAUTHORIZED) },
      },
    },
    async () => emergencyDoctors(db),
  );

  app.get(
    '/users/getAdminSpecialists',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: doctors with at least one specialty',
        response: { 200: ZDoctorCardList, ...errorResponses(...rolesOnly) },
      },
    },
    async () => adminSpecialists(db),
  );

  app.get(
    '/users/slackEmergUsers',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: staff alerted when an emergency consult is requested',
        response: { 200: ZEmergencyContactList, ...errorResponses(...rolesOnly) },
      },
    },
    async () => emergencyContacts(db),
  );

  app.post(
    '/users/maskUser/:id',
    {
      config: { access: admin, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Admin with TOTP: act as a patient for up to an hour, with a reason; every request is audited',
        params: ZId,
        body: ZMaskUserRequest,
        // 400 also for a wrong code or someone not a patient; 403 also without two-step sign-in
        // on, or for a patient who cannot sign in.
        response: {
          200: ZTokenResponse,
          ...errorResponses(
            VALIDATION_ERROR,
            ...rolesOnly,
            ErrorCode.TOTP_REQUIRED,
            ErrorCode.ACCOUNT_UNAVAILABLE,
            NOT_FOUND,
            RATE_LIMITED,
          ),
        },
      },
    },
    async (request) =>
      maskUser({
        db,
        tokens,
        box,
        principal: principalOf(request),
        id: request.params.id,
        request: request.body,
        client: clientOf(request),
      }),
  );

  app.put(
    '/users/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Update your own profile (an admin: anyone’s)',
        params: ZId,
        body: ZUpdateProfileRequest,
        // 403 for someone the caller may see but not change; 404 for anyone else.
        response: { 200: ZUserDetail, ...oneUser },
      },
    },
    async (request) =>
      updateProfile({
        db,
        principal: principalOf(request),
        id: request.params.id,
        fields: request.body,
        client: clientOf(request),
      }),
  );

  app.get(
    '/users/:id/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'How the person wants to hear from us',
        params: ZId,
        response: { 200: ZNotificationSettings, ...oneUser },
      },
    },
    async (request) =>
      getNotificationSettings({ db, principal: principalOf(request), id: request.params.id }),
  );

  app.put(
    '/users/:id/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Change notification settings',
        params: ZId,
        body: ZNotificationSettings,
        response: { 200: ZNotificationSettings, ...oneUser },
      },
    },
    async (request) =>
      updateNotificationSettings({
        db,
        principal: principalOf(request),
        id: request.params.id,
        settings: request.body,
        client: clientOf(request),
      }),
  );

  app.get(
    '/users/getUserByEmail/:email',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: a user by email',
        params: z.object({ email: z.string().min(3).max(254) }),
        response: { 200: ZUser, ...oneUser },
      },
    },
    async (request) => getUserByEmail({ db, email: request.params.email }),
  );

  for (const path of ['/users/:id', '/users/getUserById/:id']) {
    app.get(
      path,
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary:
            'A user, if the caller may see them (otherwise 404): clinicians need a consult with the patient or break-glass; company admins get the narrow company-member shape',
          params: ZId,
          // The whole record first: the narrow shape lacks its fields, so it only matches an employer's.
          response: {
            200: z.union([ZUserDetail, ZCompanyMember]),
            ...errorResponses(VALIDATION_ERROR, UNAUTHORIZED, NOT_FOUND),
          },
        },
      },
      async (request) =>
        getUser({ db, principal: principalOf(request), id: request.params.id, client: clientOf(request) }),
    );
  }

  app.post(
    '/users/:id/breakGlass',
    {
      config: { access: ['doctor', 'nurse', 'instantDoctor'], rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          "Clinician with no consult with the patient: open their record for an hour, with a reason (at least 10 characters) that is audited and shown in the patient's access history",
        params: ZId,
        body: ZBreakGlassRequest,
        response: {
          201: ZBreakGlassGrant,
          ...errorResponses(VALIDATION_ERROR, ...rolesOnly, NOT_FOUND, RATE_LIMITED),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await breakGlass({
          db,
          principal: principalOf(request),
          id: request.params.id,
          reason: request.body.reason,
          client: clientOf(request),
        }),
      ),
  );

  app.post(
    '/users/:id/block',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: block (default) or unblock a user; blocking signs them out everywhere',
        params: ZId,
        body: z.object({ blocked: z.boolean().default(true) }).default({ blocked: true }),
        // 400 also for blocking yourself.
        response: { 200: ZUserDetail, ...oneUser },
      },
    },
    async (request) =>
      setBlocked({
        db,
        principal: principalOf(request),
        id: request.params.id,
        blocked: request.body.blocked,
        client: clientOf(request),
      }),
  );

  app.post(
    '/users/:id/softDelete',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: remove a user from lists and sign-in; their records are kept',
        params: ZId,
        // 400 also for deleting yourself.
        response: { 204: z.null(), ...oneUser },
      },
    },
    async (request, reply) => {
      await softDeleteUser({
        db,
        principal: principalOf(request),
        id: request.params.id,
        client: clientOf(request),
      });
      return reply.status(204).send(null);
    },
  );

  for (const [kind, role] of Object.entries(STAFF_KINDS)) {
    const base = `/users/${kind}`;
    app.post(
      base,
      {
        config: { access: admin },
        schema: {
          tags,
          summary: `Admin: create a ${role}`,
          body: ZCreateStaffRequest,
          response: { 201: ZUser, ...errorResponses(VALIDATION_ERROR, ...rolesOnly, ErrorCode.EMAIL_TAKEN) },
        },
      },
      async (request, reply) => {
        const user = await createStaff({
          db,
          principal: principalOf(request),
          role,
          request: request.body,
          client: clientOf(request),
        });
        return reply.status(201).send(user);
      },
    );
    app.get(
      base,
      {
        config: { access: admin },
        schema: {
          tags,
          summary: `Admin: list ${kind}`,
          querystring: ZListQuery,
          response: { 200: ZUserList, ...errorResponses(VALIDATION_ERROR, ...rolesOnly) },
        },
      },
      async (request) => listAllUsers({ db, role, ...request.query }),
    );
    app.get(
      `${base}/:id`,
      {
        config: { access: admin },
        schema: {
          tags,
          summary: `Admin: one ${role}`,
          params: ZId,
          response: { 200: ZUserDetail, ...oneUser },
        },
      },
      async (request) => getStaffMember({ db, id: request.params.id, role }),
    );
    app.put(
      `${base}/:id`,
      {
        config: { access: admin },
        schema: {
          tags,
          summary: `Admin: update a ${role}`,
          params: ZId,
          body: ZUpdateUserRequest,
          response: { 200: ZUser, ...oneUser },
        },
      },
      async (request) =>
        updateUser({
          db,
          principal: principalOf(request),
          id: request.params.id,
          role,
          fields: request.body,
          client: clientOf(request),
        }),
    );
    app.delete(
      `${base}/:id`,
      {
        config: { access: admin },
        schema: {
          tags,
          summary: `Admin: soft-delete a ${role}`,
          params: ZId,
          // 400 also for deleting yourself.
          response: { 204: z.null(), ...oneUser },
        },
      },
      async (request, reply) => {
        await softDeleteUser({
          db,
          principal: principalOf(request),
          id: request.params.id,
          role,
          client: clientOf(request),
        });
        return reply.status(204).send(null);
      },
    );
  }
};
