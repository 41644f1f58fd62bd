import { Readable } from 'node:stream';
import {
  AUDIT_EXPORT_ROW_LIMIT,
  ZAccessHistory,
  ZAuditEventList,
  ZAuditExportQuery,
  ZAuditQuery,
  ZRecordViewsQuery,
  ZRecordViewsReport,
} from '@curo/core/audit';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { sendCsvFile } from '../../platform/csv';
import { errorResponses } from '../../platform/errors';
import { sydneyToday } from '../../platform/sydney-dates';
import { accessHistory, exportAuditTrail, exportRecordViews, recordViews, searchAudit } from './search-audit';

const errors = errorResponses(ErrorCode.VALIDATION_ERROR, ErrorCode.UNAUTHORIZED, ErrorCode.FORBIDDEN);
const exportErrors = { ...errors, ...errorResponses(ErrorCode.EXPORT_TOO_LARGE, ErrorCode.RATE_LIMITED) };
const csvFile = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.instanceof(Readable).meta({ type: 'string', format: 'binary' }) } },
});
const DATES =
  '`from` and `to` are Sydney dates (YYYY-MM-DD), both inclusive: from the first’s midnight to the end of the last, in Sydney time';

/** Today in Sydney, for a file's name. */
/**
 * The audit trail for admins (search, CSV, the record-views report of a breach investigation:
 * docs/decisions/0052) and a patient's own access history. Company admins get none of it: who
 * opened an employee's record says the employee sees a clinician.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['audit'];

  app.get(
    '/audit',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: `Admin: search the audit trail (50 a page, newest first), with the names and roles of the people beside their ids; filters action, actorId, subjectUserId, from, to. ${DATES}`,
        querystring: ZAuditQuery,
        response: { 200: ZAuditEventList, ...errors },
      },
    },
    async (request) => searchAudit({ db, filter: request.query }),
  );

  app.get(
    '/audit/export',
    {
      config: { access: ['admin'], rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: `Admin: the filtered audit trail as CSV, newest first (same filters as /audit). At most ${AUDIT_EXPORT_ROW_LIMIT} events: more is refused with 422 EXPORT_TOO_LARGE. The export is recorded as export.audit_trail; X-Total-Count says how many rows the file holds`,
        querystring: ZAuditExportQuery,
        response: { 200: csvFile('The events as CSV'), ...exportErrors },
      },
    },
    async (request, reply) => {
      const file = await exportAuditTrail({
        db,
        principal: principalOf(request),
        client: clientOf(request),
        filter: request.query,
      });
      return sendCsvFile(reply, { name: `curo-audit-trail-${sydneyToday()}.csv`, ...file });
    },
  );

  app.get(
    '/audit/record-views',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: `Admin, for a breach investigation: everyone whose record actorId opened between two dates (record views, break-glass openings, viewing as the patient), one row a person with the first and last time and how many, latest first. ${DATES}`,
        querystring: ZRecordViewsQuery,
        response: { 200: ZRecordViewsReport, ...errors },
      },
    },
    async (request) => recordViews({ db, query: request.query }),
  );

  app.get(
    '/audit/record-views/export',
    {
      config: { access: ['admin'], rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: `Admin: the record-views report as CSV (same query). At most ${AUDIT_EXPORT_ROW_LIMIT} people: more is refused with 422 EXPORT_TOO_LARGE. The export is recorded as export.record_views`,
        querystring: ZRecordViewsQuery,
        response: { 200: csvFile('One row a person whose record was opened'), ...exportErrors },
      },
    },
    async (request, reply) => {
      const file = await exportRecordViews({
        db,
        principal: principalOf(request),
        client: clientOf(request),
        query: request.query,
      });
      const name = `curo-record-views-${request.query.from}-to-${request.query.to}.csv`;
      return sendCsvFile(reply, { name, ...file });
    },
  );

  app.get(
    '/users/me/access-history',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary: "Who opened your record, and when (your 'access history')",
        response: { 200: ZAccessHistory, ...errorResponses(ErrorCode.UNAUTHORIZED, ErrorCode.FORBIDDEN) },
      },
    },
    async (request) => accessHistory({ db, patientId: principalOf(request).userId }),
  );
};
