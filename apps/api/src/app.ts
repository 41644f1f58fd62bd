import path from 'node:path';
import { API_PREFIX } from '@curo/core/constants';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerDemoJobs } from './demo/demo-jobs';
import { auditRoutes } from './modules/audit/audit.routes';
import { actorsOf, recordAuditEvent } from './modules/audit/record-audit-event';
import { authRoutes } from './modules/auth/auth.routes';
import { registerAuthJobs } from './modules/auth/auth-jobs';
import { GoogleVerifier } from './modules/auth/google-login';
import { isSessionLive } from './modules/auth/manage-sessions';
import { pinCodesRoutes } from './modules/auth/pin-codes.routes';
import { totpRoutes } from './modules/auth/totp.routes';
import { registerBillingJobs, settleConsultPayments } from './modules/billing';
import { billingRoutes } from './modules/billing/billing.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { botRoutes } from './modules/bot/bot.routes';
import { clinicalNotesRoutes } from './modules/clinical-notes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { companySlugExists } from './modules/companies/get-public-company';
import { consultChatRoutes, registerConsultChatJobs } from './modules/consult-chat';
import { consultRoomRoutes, roomSignalRelay } from './modules/consult-room';
import { contactRoutes } from './modules/contact/contact.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { discountsRoutes } from './modules/discounts/discounts.routes';
import { documentsRoutes } from './modules/documents';
import { familyMembersRoutes } from './modules/family-members/family-members.routes';
import { faqRoutes } from './modules/faq/faq.routes';
import { faxesRoutes, faxWebhookUrl, registerFaxJobs } from './modules/faxes';
import { filesRoutes, registerFilesJobs } from './modules/files';
import { ihiRoutes } from './modules/ihi';
import { invoicesRoutes } from './modules/invoices';
import { medicareRoutes } from './modules/medicare/medicare.routes';
import { registerBackupJobs, registerBackupRoute } from './modules/ops/backups';
import { opsRoutes } from './modules/ops/ops.routes';
import { pharmaciesRoutes } from './modules/pharmacies';
import { phoneRoutes, registerPhoneJobs } from './modules/phone';
import { privacyRoutes } from './modules/privacy';
import { referenceRoutes } from './modules/reference/reference.routes';
import { referralLetterSender, referralsRoutes } from './modules/referrals';
import { registerRetentionJobs } from './modules/retention';
import { onAppointmentAnnounced } from './modules/scheduling/appointment-effects';
import { appointmentFor } from './modules/scheduling/appointments.policy';
import { appointmentsRoutes } from './modules/scheduling/appointments.routes';
import { availabilityRoutes } from './modules/scheduling/availability.routes';
import { directoryRoutes } from './modules/scheduling/directory.routes';
import { onDemandRoutes } from './modules/scheduling/on-demand/on-demand.routes';
import { remindersRoutes } from './modules/scheduling/reminders/reminders.routes';
import { requestsRoutes } from './modules/scheduling/requests/requests.routes';
import { registerSchedulingJobs } from './modules/scheduling/scheduling-jobs';
import { staffAppointmentsRoutes } from './modules/scheduling/staff/staff.routes';
import { waitlistRoutes } from './modules/scheduling/waitlist/waitlist.routes';
import { lookUpContentPage } from './modules/seo/page-meta';
import { seoRoutes } from './modules/seo/seo.routes';
import {
  FAQS as FAQS_PREFIX,
  SERVICES as SERVICES_PREFIX,
  servicesRoutes,
} from './modules/services/services.routes';
import { shortLinksRoutes } from './modules/short-links/short-links.routes';
import { specialtiesRoutes } from './modules/specialties/specialties.routes';
import { statementsRoutes } from './modules/statements/statements.routes';
import { profileFilesRoutes } from './modules/users/profile-files.routes';
import { usersRoutes } from './modules/users/users.routes';
import { type RegisteredRoute, registerAccessPolicy } from './platform/access-policy';
import { AccessTokens } from './platform/auth/access-tokens';
import { clientOf, registerAuthGuard } from './platform/auth/auth-guard';
import { SecretBox } from './platform/auth/secret-box';
import { registerControlCharacterCheck } from './platform/control-characters';
import { registerErrorHandling } from './platform/errors';
import type { FaxGateway } from './platform/fax/fax-gateway';
import { faxGatewayFor } from './platform/fax/gateway-for-config';
import { clientErrorHandler, frameworkErrors } from './platform/framework-errors';
import { type FrontDoor, publicCacheFrontDoor, serverWithFrontDoor } from './platform/front-door';
import { Jobs } from './platform/jobs/jobs';
import { loggerOptions, registerRequestLogging } from './platform/logging';
import { MailDelivery } from './platform/mail/mail-delivery';
import { outboxTransport, smtpTransport, twilioSmsTransport } from './platform/mail/mail-transport';
import { countPendingByChannel } from './platform/mail/outbound-message.repository';
import { registerMetrics } from './platform/metrics';
import { gatewayFor } from './platform/payments/gateway-for-config';
import type { PaymentGateway } from './platform/payments/payment-gateway';
import { PublicCache } from './platform/public-cache';
import { registerRateLimit } from './platform/rate-limit';
import { registerRealtime } from './platform/realtime/realtime.routes';
import { RealtimeHub } from './platform/realtime/realtime-hub';
import { registerSecurityHeaders } from './platform/security-headers';
import { closeConnectionsWhileDraining } from './platform/shutdown';
import { registerSpa } from './platform/spa';
import { LocalFileStorage } from './platform/storage/file-storage';

/** The states of a consult after which its payment is taken, let go or refunded. */
const SETTLING_STATUSES = new Set(['ended', 'completed', 'cancelled', 'expired']);

export interface AppDeps {
  config: Config;
  database: Database;
  /** Reported by /ready; main.ts flips it when shutdown begins. */
  isShuttingDown?: () => boolean;
  /** Where JSON log lines go (stdout by default); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** The card processor; by default the one the config names (gatewayFor). */
  paymentGateway?: PaymentGateway | null;
  /** The fax provider; by default the one the config names (faxGatewayFor, decision 0041). */
  faxGateway?: FaxGateway | null;
}

export interface App {
  app: FastifyInstance;
  mail: MailDelivery;
  /** Live messages to browsers (Redis pub/sub between instances when configured). */
  hub: RealtimeHub;
  /** Durable jobs (pg-boss): started when the app is ready, stopped when it closes. */
  jobs: Jobs;
  routes: RegisteredRoute[];
  /** Where cards are charged: Stripe, the test gateway, or none (production without Stripe keys). */
  paymentGateway: PaymentGateway | null;
  /** Where faxes go and come from: Phaxio, the development gateway, or none (production without keys). */
  faxGateway: FaxGateway | null;
}

/**
 * Writes that change public content (decision 0056): the admin's writes under /services (not the
 * bot, chat tokens or meetings there), FAQs, blog, specialties, companies and short links.
 */
const CONTENT_WRITE_PREFIXES = [
  `${SERVICES_PREFIX}/pricing`,
  `${SERVICES_PREFIX}/kids-pricing`,
  `${SERVICES_PREFIX}/homePageDetails`,
  `${SERVICES_PREFIX}/googleReviews`,
  FAQS_PREFIX,
  '/api/v1/blogPosts',
  '/api/v1/specialties',
  '/api/v1/companies',
  '/api/v1/shortLinks',
] as const;

/** Answers that change only with those writes (and the payment set-up, fixed while a server runs). */
const CONTENT_READ_PREFIXES = [
  ...CONTENT_WRITE_PREFIXES,
  `${SERVICES_PREFIX}/latestFaqs`,
  '/api/v1/payments/config',
] as const;

/** Builds the whole server from its dependencies; nothing here reads the environment. */
export async function buildApp({
  config,
  database,
  isShuttingDown = () => false,
  logStream,
  paymentGateway = gatewayFor(config),
  faxGateway = faxGatewayFor(config),
}: AppDeps): Promise<App> {
  // Set once the public cache and the metrics exist, below; until then everything goes to Fastify.
  let frontDoor: FrontDoor | undefined;
  const app = Fastify({
    ...loggerOptions(config.logLevel, logStream),
    serverFactory: serverWithFrontDoor(() => frontDoor),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secret = config.jwtSecret;
  if (!secret) throw new Error('buildApp needs config.jwtSecret (main.ts provides one)');
  const dataKey = config.dataKey;
  if (!dataKey) throw new Error('buildApp needs config.dataKey (main.ts provides one)');
  const box = new SecretBox(dataKey);
  const storage = new LocalFileStorage(path.join(config.dataDir, 'files'));
  // Live updates are best effort, but a lost Redis connection is worth a line in the log.
  const hub = new RealtimeHub(config.redisUrl, (err) => app.log.warn({ err }, 'realtime: Redis error'));
  const tokens = new AccessTokens(secret);
  const backupDeps = {
    database,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    backupDir: config.backupDir,
  };
  // First, so that every answer carries them, the guards' early refusals included.
  await registerSecurityHeaders(app, {
    google: Boolean(config.googleClientId),
    stripe: config.stripe !== null,
  });
  closeConnectionsWhileDraining(app, isShuttingDown);
  registerRequestLogging(app);
  // Public answers kept in memory; a write under these prefixes drops them everywhere (issue 16).
  const publicCache = new PublicCache(hub);
  publicCache.registerInvalidation(app, CONTENT_WRITE_PREFIXES, { except: ['/api/v1/blogPosts/log-view'] });
  const routes = registerAccessPolicy(app);
  const metrics = registerMetrics(app, {
    token: config.metricsToken,
    sources: {
      webSocketConnections: () => hub.connectionCount(),
      outboxBacklog: () => countPendingByChannel(database.db),
      // Read at scrape time, by which the jobs below exist.
      jobQueueDepths: () => jobs.queueDepths(),
    },
  });
  frontDoor = publicCacheFrontDoor({
    cache: publicCache,
    log: app.log,
    observe: metrics.observe,
    isDraining: isShuttingDown,
    trustProxy: config.trustProxy,
  });
  registerErrorHandling(app);
  registerControlCharacterCheck(app);
  registerAuthGuard(app, {
    tokens,
    isSessionLive: (principal) => isSessionLive({ db: database.db, principal }),
  });
  await registerRateLimit(app, config.redisUrl);

  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : config.isProduction
      ? null
      : outboxTransport;
  const mail = new MailDelivery({
    db: database.db,
    transport,
    // Twilio when configured; otherwise, in development, texts land in the outbox next to email.
    smsTransport: config.twilio
      ? twilioSmsTransport(config.twilio)
      : config.isProduction
        ? null
        : outboxTransport,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    log: app.log,
    pollIntervalMs: config.mailPollIntervalMs,
    retryBaseMs: config.mailRetryBaseMs,
  });
  /** A payment taken gets its tax invoice and the receipt email, whichever path learns of it. */
  const receipts = { mail, business: config.business };

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Mask login: every request an admin makes as someone else is on the record, with both people,
  // before it runs (after the guard has found the principal); if it cannot be recorded, it fails.
  app.addHook('onRequest', (request, _reply, done) => {
    const principal = request.principal;
    if (!principal?.actorId) return done();
    recordAuditEvent({
      db: database.db,
      action: 'mask.request',
      ...actorsOf(principal),
      subjectUserId: principal.userId,
      context: clientOf(request),
      details: { method: request.method, route: request.routeOptions.url ?? null },
    }).then(() => done(), done);
  });
  // API answers are personal or live: never cached unless a route says otherwise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Curo API',
        version: '0.1.0',
        description:
          'Every route of the Curo telehealth platform. Errors answer { error: { statusCode, code, message } }.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(opsRoutes, { ping: database.ping, isShuttingDown });
      registerBackupRoute(api, { ...backupDeps, opsToken: config.opsToken });
      await api.register(contactRoutes, {
        db: database.db,
        mail,
        inbox: config.contactInbox,
        rateLimit: config.rateLimitContact,
      });
      await api.register(companiesRoutes, { db: database.db, storage, mail, inbox: config.contactInbox });
      await api.register(authRoutes, {
        db: database.db,
        tokens,
        mail,
        publicUrl: config.publicUrl,
        rateLimitLogin: config.rateLimitLogin,
        google: config.googleClientId
          ? new GoogleVerifier(config.googleClientId, config.googleJwksUrl)
          : null,
        inbox: config.contactInbox,
        pepper: dataKey,
      });
      await api.register(referenceRoutes);
      await api.register(auditRoutes, { db: database.db });
      await api.register(faqRoutes, { db: database.db });
      await api.register(specialtiesRoutes, { db: database.db, storage, cache: publicCache });
      await api.register(servicesRoutes, { db: database.db, cache: publicCache });
      await api.register(availabilityRoutes, {
        db: database.db,
        box,
        allowPrivateFeeds: config.icsAllowPrivateHosts,
        hub,
        mail,
      });
      await api.register(appointmentsRoutes, { db: database.db, hub, mail, gateway: paymentGateway });
      await api.register(remindersRoutes, { db: database.db });
      await api.register(directoryRoutes, { db: database.db });
      await api.register(waitlistRoutes, { db: database.db, hub, mail });
      await api.register(staffAppointmentsRoutes, {
        db: database.db,
        hub,
        mail,
        publicUrl: config.publicUrl,
      });
      await api.register(onDemandRoutes, { db: database.db, hub, mail });
      await api.register(requestsRoutes, {
        db: database.db,
        storage,
        hub,
        mail,
        documents: {
          issuer: config.business,
          certificateMaxBackdateDays: config.documents.certificateMaxBackdateDays,
        },
      });
      await api.register(consultChatRoutes, {
        db: database.db,
        hub,
        storage,
        openDays: config.chatOpenDays,
      });
      await api.register(consultRoomRoutes, { db: database.db, hub, mail, ice: config.ice, storage });
      await api.register(clinicalNotesRoutes, { db: database.db, hub });
      await api.register(filesRoutes, { db: database.db, hub, storage });
      await api.register(ihiRoutes, { db: database.db });
      await api.register(botRoutes, { db: database.db, mail, inbox: config.contactInbox, secret });
      await api.register(shortLinksRoutes, {
        db: database.db,
        policy: { publicUrl: config.publicUrl, allowedHosts: config.shortLinkAllowedHosts },
      });
      await api.register(discountsRoutes, { db: database.db });
      await api.register(billingRoutes, {
        db: database.db,
        billing: {
          gateway: paymentGateway,
          publishableKey: config.stripe?.publishableKey ?? null,
          webhookSecret: config.stripe?.webhookSecret ?? null,
          receipts,
          freeCancellationHours: config.freeCancellationHours,
        },
      });
      await api.register(medicareRoutes, { db: database.db, mail, business: config.business });
      await api.register(statementsRoutes, {
        db: database.db,
        settings: { commissionPercent: config.commissionPercent, business: config.business },
      });
      await api.register(invoicesRoutes, { db: database.db, business: config.business });
      await api.register(documentsRoutes, {
        db: database.db,
        storage,
        mail,
        issuer: config.business,
        publicUrl: mail.publicUrl,
        settings: config.documents,
      });
      await api.register(referralsRoutes, {
        db: database.db,
        sender: referralLetterSender({
          db: database.db,
          storage,
          mail,
          issuer: config.business,
          documents: config.documents,
          fax: { gateway: faxGateway, webhookUrl: faxWebhookUrl(config.publicUrl) },
        }),
      });
      await api.register(pharmaciesRoutes, {
        db: database.db,
        storage,
        mail,
        documents: config.documents,
        fax: { gateway: faxGateway, webhookUrl: faxWebhookUrl(config.publicUrl) },
      });
      await api.register(blogRoutes, { db: database.db, storage, cache: publicCache });
      await api.register(familyMembersRoutes, { db: database.db });
      await api.register(faxesRoutes, {
        db: database.db,
        storage,
        fax: { gateway: faxGateway, webhookUrl: faxWebhookUrl(config.publicUrl) },
      });
      await api.register(phoneRoutes, {
        db: database.db,
        storage,
        phone: { twilio: config.twilio, publicUrl: config.publicUrl },
      });
      await api.register(totpRoutes, {
        db: database.db,
        box,
        tokens,
        rateLimitLogin: config.rateLimitLogin,
        pepper: dataKey,
      });
      await api.register(usersRoutes, { db: database.db, tokens, box });
      await api.register(privacyRoutes, { db: database.db });
      await api.register(profileFilesRoutes, { db: database.db, storage });
      await api.register(pinCodesRoutes, {
        db: database.db,
        mail,
        tokens,
        pepper: dataKey,
        rateLimitLogin: config.rateLimitLogin,
      });
      if (!config.isProduction) await api.register(devRoutes, { db: database.db });
    },
    { prefix: API_PREFIX },
  );

  await registerRealtime(app, {
    hub,
    canSubscribe: async (principal, topic) => {
      const match = /^appointment:([0-9a-f-]{36})$/.exec(topic);
      if (!match?.[1]) return false;
      await appointmentFor(database.db, principal, match[1]);
      return true;
    },
    relay: roomSignalRelay({ db: database.db, hub }),
  });
  await app.register(seoRoutes, { db: database.db, publicUrl: config.publicUrl });
  await registerSpa(app, {
    distDir: config.webDistDir,
    // Public pages arrive with their content unless SERVER_RENDER=off (decision 0045).
    serverEntry:
      config.serverRender && config.webDistDir
        ? path.join(config.webDistDir, '..', 'dist-server', 'entry-server.js')
        : null,
    isProduction: config.isProduction,
    companyExists: (slug) => companySlugExists({ db: database.db, slug }),
    contentPage: (pathname) => lookUpContentPage(database.db, pathname),
    publicUrl: config.publicUrl,
    onContentChange: (listener) => publicCache.onInvalidate(listener),
    contentApiPrefixes: CONTENT_READ_PREFIXES,
  });

  const jobs = new Jobs({
    executeSql: database.executeSql,
    log: app.log,
    enabled: config.jobsEnabled,
    pollIntervalMs: config.jobsPollIntervalMs,
    soleInstance: database.kind === 'pglite',
  });
  registerSchedulingJobs(jobs, { db: database.db, mail, hub, log: app.log });
  registerConsultChatJobs(jobs, { db: database.db, mail, log: app.log });
  registerFilesJobs(jobs, { db: database.db, storage, log: app.log });
  registerAuthJobs(jobs, { db: database.db, log: app.log });
  // The embedded database backs itself up nightly; PostgreSQL has its own tools (docs/deploy.md).
  if (database.kind === 'pglite')
    registerBackupJobs(jobs, { ...backupDeps, keep: config.backupKeep, log: app.log });
  const settling = {
    db: database.db,
    gateway: paymentGateway,
    freeCancellationHours: config.freeCancellationHours,
    receipts,
  };
  registerBillingJobs(jobs, { ...settling, log: app.log });
  registerFaxJobs(jobs, { db: database.db, storage, log: app.log });
  registerPhoneJobs(jobs, { db: database.db, storage, twilio: config.twilio, log: app.log });
  registerRetentionJobs(jobs, { db: database.db, storage, log: app.log });
  // A consult that took place or was cancelled settles its payment at once; the sweep catches up
  // on any that fail here (the processor was down, the instance stopped).
  onAppointmentAnnounced(hub, async (row) => {
    if (!SETTLING_STATUSES.has(row.status)) return;
    await settleConsultPayments({ ...settling, appointmentId: row.id }).catch((err) =>
      app.log.error({ err, appointmentId: row.id }, 'payment not settled yet; the sweep will retry'),
    );
  });
  if (config.seedDemoData) registerDemoJobs(jobs, { db: database.db, log: app.log });
  app.addHook('onReady', () => jobs.start());

  app.addHook('onClose', async () => {
    await jobs.stop();
    await mail.stop();
    await hub.close();
  });
  return { app, mail, hub, jobs, routes, paymentGateway, faxGateway };
}
