import { ErrorCode } from '@curo/core/errors';
import { ZDirectory, ZNextAvailable } from '@curo/core/scheduling-directory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { errorResponses } from '../../platform/errors';
import { doctorDirectory, nextAvailable } from './next-available';

const MAX_DOCTORS = 50;

const ZDoctorIds = z
  .string()
  .trim()
  .min(1, { error: 'Name at least one doctor' })
  .transform((v) => v.split(',').map((id) => id.trim()))
  .pipe(
    z
      .array(z.string().uuid({ error: 'Give doctor ids separated by commas' }))
      .max(MAX_DOCTORS, { error: `At most ${MAX_DOCTORS} doctors at a time` }),
  );

/** The public specialist directory and each doctor's next free time (docs/decisions/0017). */
export const directoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['appointments'];
  const errors = errorResponses(ErrorCode.VALIDATION_ERROR);

  app.get(
    '/doctors/directory',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Public directory: active doctors (no contact details) with their zone, consult lengths and next free slot within 14 days; `specialty` narrows it',
        querystring: z.object({ specialty: z.string().trim().max(100).optional() }),
        response: { 200: ZDirectory, ...errors },
      },
    },
    async (request) => doctorDirectory({ db, specialty: request.query.specialty || undefined }),
  );

  app.get(
    '/appointments/nextAvailable',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Each named doctor’s next free slot (shortest consult) within 14 days, as UTC instants; null when none',
        querystring: z.object({ doctorIds: ZDoctorIds }),
        response: { 200: z.object({ items: z.array(ZNextAvailable) }), ...errors },
      },
    },
    async (request) => nextAvailable({ db, doctorIds: request.query.doctorIds }),
  );
};
