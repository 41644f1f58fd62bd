import { ErrorCode } from '@curo/core/errors';
import {
  PHARMACY_IMPORT_MAX_BYTES,
  ZFindPharmacyQuery,
  ZNearbyPharmacyPage,
  ZNearbyPharmacyQuery,
  ZPharmacyImport,
  ZPharmacyImportReport,
  ZPharmacyPage,
  ZPreferredPharmacy,
  ZSendToPharmacy,
  ZSentToPharmacy,
  ZSetPreferredPharmacy,
} from '@curo/core/pharmacies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import { findPharmacy } from './find-pharmacy';
import { importPharmacies } from './import-pharmacies';
import { nearbyPharmacy } from './nearby-pharmacy';
import { getPreferredPharmacy, setPreferredPharmacy } from './preferred-pharmacy';
import {
  getDocumentPharmacy,
  type PharmacySendingDeps,
  sendDocumentToPharmacy,
} from './send-document-to-pharmacy';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);
const ZId = z.object({ id: z.string().uuid() });
const DOCTORS = ['doctor', 'instantDoctor'] as const;
/** Searches are cheap but should not be scraped. */
const SEARCH_RATE = { max: 60, timeWindow: 60_000 };

export type PharmaciesRouteOptions = PharmacySendingDeps;

/** Pharmacies (issue 17 item 4; decisions 0065 and 0066). */
export const pharmaciesRoutes: FastifyPluginAsyncZod<PharmaciesRouteOptions> = async (app, deps) => {
  const { db } = deps;
  const tags = ['pharmacies'];

  app.get(
    '/twilioCalls/findPharmacy',
    {
      config: { access: 'authenticated', rateLimit: SEARCH_RATE },
      schema: {
        tags,
        summary:
          'Pharmacies by name, suburb or postcode, forgiving of typos, best match first (signed-in users)',
        querystring: ZFindPharmacyQuery,
        response: { 200: ZPharmacyPage, ...errors, ...errorResponses(ErrorCode.RATE_LIMITED) },
      },
    },
    async (request) => findPharmacy({ db, query: request.query }),
  );

  app.get(
    '/twilioCalls/nearbyPharmacy',
    {
      config: { access: 'authenticated', rateLimit: SEARCH_RATE },
      schema: {
        tags,
        summary:
          'Pharmacies near a postcode (its centroid) or a latitude and longitude, nearest first with the distance in km (signed-in users)',
        querystring: ZNearbyPharmacyQuery,
        response: { 200: ZNearbyPharmacyPage, ...errors, ...errorResponses(ErrorCode.RATE_LIMITED) },
      },
    },
    async (request) => nearbyPharmacy({ db, query: request.query }),
  );

  app.post(
    '/pharmacies/import',
    {
      // The CSV travels inside JSON: room for its escaping on top of the CSV's own limit.
      bodyLimit: PHARMACY_IMPORT_MAX_BYTES * 2,
      config: { access: ['admin'], rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: `Admins import pharmacies from CSV (at most ${PHARMACY_IMPORT_MAX_BYTES / 1024 / 1024} MB): new ones are added, known ones (same name, address and postcode) updated; rejected rows are reported`,
        body: ZPharmacyImport,
        response: {
          200: ZPharmacyImportReport,
          ...errors,
          ...errorResponses(ErrorCode.PAYLOAD_TOO_LARGE, ErrorCode.RATE_LIMITED),
        },
      },
    },
    async (request) =>
      importPharmacies({
        db,
        principal: principalOf(request),
        csv: request.body.csv,
        client: clientOf(request),
      }),
  );

  app.get(
    '/users/:id/preferredPharmacy',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary: 'A patient’s preferred pharmacy (their own only)',
        params: ZId,
        response: { 200: ZPreferredPharmacy, ...errors },
      },
    },
    async (request) =>
      getPreferredPharmacy({ db, principal: principalOf(request), patientId: request.params.id }),
  );

  app.put(
    '/users/:id/preferredPharmacy',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary: 'A patient chooses their preferred pharmacy, or clears it with null (their own only)',
        params: ZId,
        body: ZSetPreferredPharmacy,
        response: { 200: ZPreferredPharmacy, ...errors },
      },
    },
    async (request) =>
      setPreferredPharmacy({
        db,
        principal: principalOf(request),
        patientId: request.params.id,
        pharmacyId: request.body.pharmacyId,
        client: clientOf(request),
      }),
  );

  app.get(
    '/documents/:id/pharmacy',
    {
      config: { access: DOCTORS },
      schema: {
        tags,
        summary: 'The preferred pharmacy of a document’s patient, for the doctor who issued the document',
        params: ZId,
        response: { 200: ZPreferredPharmacy, ...errors },
      },
    },
    async (request) =>
      getDocumentPharmacy({ db, principal: principalOf(request), documentId: request.params.id }),
  );

  app.post(
    '/documents/:id/sendToPharmacy',
    {
      config: { access: DOCTORS, masked: 'deny', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'The doctor who issued a document sends it to the patient’s preferred pharmacy by fax or email (audited)',
        params: ZId,
        body: ZSendToPharmacy,
        response: {
          200: ZSentToPharmacy,
          ...errors,
          ...errorResponses(ErrorCode.INVALID_STATE, ErrorCode.SERVICE_UNAVAILABLE, ErrorCode.RATE_LIMITED),
        },
      },
    },
    async (request) =>
      sendDocumentToPharmacy(deps, {
        principal: principalOf(request),
        documentId: request.params.id,
        body: request.body,
        client: clientOf(request),
      }),
  );
};
