import { ErrorCode } from '@curo/core/errors';
import {
  type TShiftKind,
  ZOnShiftList,
  ZShift,
  ZShiftInput,
  ZShiftList,
  ZShiftQuery,
} from '@curo/core/scheduling-on-demand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { principalOf } from '../../../platform/auth/auth-guard';
import { errorResponses } from '../../../platform/errors';
import { createShift, deleteShift, listShifts, onShiftNow, updateShift } from './shifts';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
  ErrorCode.SHIFT_OVERLAP,
);
const ZId = z.object({ id: z.string().uuid() });

export interface ShiftsRoutesOptions {
  db: Db;
  /** Called after instant shifts change: who is on shift changes the queue's wait estimates. */
  onInstantShiftsChanged?: () => Promise<void>;
}

/**
 * `/shifts` (instant doctors taking the queue) and `/emergencyShifts` (doctors on call for
 * emergencies): list, create, update, delete, and who is on shift now.
 */
export const shiftsRoutes: FastifyPluginAsyncZod<ShiftsRoutesOptions> = async (
  app,
  { db, onInstantShiftsChanged },
) => {
  const tags = ['shifts'];
  for (const [path, kind, who, managers] of [
    ['/shifts', 'instant', 'instant doctors', ['admin', 'instantDoctor']],
    ['/emergencyShifts', 'emergency', 'doctors who take emergencies', ['admin', 'doctor']],
  ] as const) {
    const changed = async () => {
      if (kind === 'instant') await onInstantShiftsChanged?.();
    };
    const k: TShiftKind = kind;

    app.get(
      path,
      {
        config: { access: [...managers, 'nurse'] },
        schema: {
          tags,
          summary: `Shifts of ${who} overlapping [from, to) (default: the next 14 days), earliest first; doctors see their own, admins and nurses everyone's (filter with doctorId)`,
          querystring: ZShiftQuery,
          response: { 200: ZShiftList, ...errors },
        },
      },
      async (request) => listShifts({ db, principal: principalOf(request), kind: k, query: request.query }),
    );

    app.get(
      `${path}/onShift`,
      {
        config: { access: ['admin', 'nurse', 'doctor', 'instantDoctor'] },
        schema: {
          tags,
          summary: `The ${who} on shift right now, with when their shift ends`,
          response: { 200: ZOnShiftList, ...errors },
        },
      },
      async () => onShiftNow(db, k),
    );

    app.post(
      path,
      {
        config: { access: [...managers] },
        schema: {
          tags,
          summary: `Add a shift (at most 24 hours; no overlap with the doctor's other ${kind} shifts: 409 SHIFT_OVERLAP). Admins name doctorId`,
          body: ZShiftInput,
          response: { 201: ZShift, ...errors },
        },
      },
      async (request, reply) => {
        const shift = await createShift({
          db,
          principal: principalOf(request),
          kind: k,
          input: request.body,
        });
        await changed();
        return reply.status(201).send(shift);
      },
    );

    app.put(
      `${path}/:id`,
      {
        config: { access: [...managers] },
        schema: {
          tags,
          summary: 'Change a shift’s times or note (admins may move it to another doctor)',
          params: ZId,
          body: ZShiftInput,
          response: { 200: ZShift, ...errors },
        },
      },
      async (request) => {
        const shift = await updateShift({
          db,
          principal: principalOf(request),
          kind: k,
          id: request.params.id,
          input: request.body,
        });
        await changed();
        return shift;
      },
    );

    app.delete(
      `${path}/:id`,
      {
        config: { access: [...managers] },
        schema: {
          tags,
          summary: 'Remove a shift',
          params: ZId,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteShift({ db, principal: principalOf(request), kind: k, id: request.params.id });
        await changed();
        return reply.status(204).send(null);
      },
    );
  }
};
