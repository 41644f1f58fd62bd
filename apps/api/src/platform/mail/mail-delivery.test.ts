import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { MailDelivery } from './mail-delivery';
import type { MailEnvelope, MailTransport } from './mail-transport';

const quiet = { warn: () => {}, error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

/** A worker over `transport`, as app.ts makes one. */
const worker = (database: Database, transport: MailTransport) =>
  new MailDelivery({
    db: database.db,
    transport,
    from: 'Curo <no-reply@curo.test>',
    log: quiet,
    pollIntervalMs: 60_000,
    retryBaseMs: 1_000,
  });

describe('a delivery worker killed while sending', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('leaves only the message it was sending waiting; another worker sends the rest at once', async () => {
    const sending: MailEnvelope[] = [];
    // The first worker's carrier never answers: the process died mid-send.
    const dies: MailTransport = {
      kind: 'smtp',
      send: (message) => {
        sending.push(message);
        return new Promise(() => {});
      },
      close: () => {},
    };
    const sent: MailEnvelope[] = [];
    const works: MailTransport = { kind: 'smtp', send: async (m) => void sent.push(m), close: () => {} };
    const first = worker(database, dies);
    for (const n of [1, 2, 3])
      await first.queueEmail(database.db, {
        toAddress: `p${n}@example.com`,
        subject: `Message ${n}`,
        textBody: 'Hi',
      });

    void first.deliverDue();
    await expect.poll(() => sending.length).toBe(1);
    const second = worker(database, works);
    expect(await second.deliverDue()).toBe(2);
    expect(sent.map((m) => m.subject).sort()).toEqual(
      ['Message 1', 'Message 2', 'Message 3'].filter((s) => s !== sending[0]?.subject),
    );
  });
});
