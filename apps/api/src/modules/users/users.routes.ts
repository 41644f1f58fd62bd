import {
  type TStaffRole,
  ZCreateStaffRequest,
  ZRole,
  ZUpdateUserRequest,
  ZUser,
  ZUserList,
} from '@curo/core/auth';
import { ZErrorEnvelope } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import {
  createStaff,
  getUser,
  getUserByEmail,
  listAllUsers,
  searchPatients,
  setBlocked,
  softDeleteUser,
  updateUser,
} from './manage-users';

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
const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const admin = ['admin'] as const;

/** The `/users` look-ups and admin user management of spec §7 Users. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['users'];

  app.get(
    '/users',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: list, search and filter users by role (20 a page)',
        querystring: ZListQuery.extend({ role: ZRole.optional() }),
        response: { 200: ZUserList, ...errors },
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
        summary: "Search patients within the caller's reach (company admins: their company)",
        querystring: ZListQuery,
        response: { 200: ZUserList, ...errors },
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
        summary: 'Doctors (20 a page)',
        querystring: ZListQuery,
        response: { 200: ZUserList, ...errors },
      },
    },
    async (request) => listAllUsers({ db, role: 'doctor', ...request.query }),
  );

  app.get(
    '/users/getUserByEmail/:email',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: a user by email',
        params: z.object({ email: z.string().min(3).max(254) }),
        response: { 200: ZUser, ...errors },
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
          summary: 'A user, if the caller may see them (otherwise 404)',
          params: ZId,
          response: { 200: ZUser, ...errors },
        },
      },
      async (request) =>
        getUser({ db, principal: principalOf(request), id: request.params.id, client: clientOf(request) }),
    );
  }

  app.post(
    '/users/:id/block',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: block (default) or unblock a user; blocking signs them out everywhere',
        params: ZId,
        body: z.object({ blocked: z.boolean().default(true) }).default({ blocked: true }),
        response: { 200: ZUser, ...errors },
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
        response: { 204: z.null(), ...errors },
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
          response: { 201: ZUser, 409: ZErrorEnvelope, ...errors },
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
          response: { 200: ZUserList, ...errors },
        },
      },
      async (request) => listAllUsers({ db, role, ...request.query }),
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
          response: { 200: ZUser, ...errors },
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
          response: { 204: z.null(), ...errors },
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
