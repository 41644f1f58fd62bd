import { ErrorCode } from '@curo/core/errors';
import { ZFamilyMember, ZFamilyMemberInput, ZFamilyMemberList } from '@curo/core/family';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import {
  addFamilyMember,
  editFamilyMember,
  getFamilyMember,
  listMyFamily,
  removeFamilyMember,
} from './manage-family-members';

const patient = ['patient'] as const;
const ZId = z.object({ id: z.string().uuid() });
const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);

/** `/familyMembers`: a patient's dependants, visible to that patient only. */
export const familyMembersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['family members'];
  app.get(
    '/familyMembers',
    {
      config: { access: patient },
      schema: { tags, summary: 'Your family members', response: { 200: ZFamilyMemberList, ...errors } },
    },
    async (request) => ({ items: await listMyFamily({ db, principal: principalOf(request) }) }),
  );
  app.post(
    '/familyMembers',
    {
      config: { access: patient },
      schema: {
        tags,
        summary: 'Add a family member',
        body: ZFamilyMemberInput,
        response: { 201: ZFamilyMember, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addFamilyMember({ db, principal: principalOf(request), input: request.body })),
  );
  app.get(
    '/familyMembers/:id',
    {
      config: { access: patient },
      schema: {
        tags,
        summary: 'One of your family members',
        params: ZId,
        response: { 200: ZFamilyMember, ...errors },
      },
    },
    async (request) => getFamilyMember({ db, principal: principalOf(request), id: request.params.id }),
  );
  app.put(
    '/familyMembers/:id',
    {
      config: { access: patient },
      schema: {
        tags,
        summary: 'Update a family member',
        params: ZId,
        body: ZFamilyMemberInput,
        response: { 200: ZFamilyMember, ...errors },
      },
    },
    async (request) =>
      editFamilyMember({ db, principal: principalOf(request), id: request.params.id, input: request.body }),
  );
  app.delete(
    '/familyMembers/:id',
    {
      config: { access: patient },
      schema: {
        tags,
        summary: 'Remove a family member',
        params: ZId,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeFamilyMember({ db, principal: principalOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
