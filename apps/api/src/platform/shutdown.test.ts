import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { drainAndClose } from './shutdown';

/** One GET on a keep-alive agent: status and whether the server asked to close the connection. */
function get(agent: http.Agent, port: number, path: string): Promise<{ status: number; close: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, close: res.headers.connection === 'close' }),
      );
    });
    request.on('error', reject);
  });
}

describe('a graceful stop under keep-alive clients', () => {
  it('answers every request of 20 keep-alive clients while draining, with no reset, then closes', async () => {
    let draining = false;
    const t = await buildTestApp({}, {}, { isShuttingDown: () => draining });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    const errors: string[] = [];
    const told = { close: 0, notReady: 0 };
    let answered = 0;
    // Each client is a load balancer's connection: it reuses its socket until told to close it.
    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (;;) {
          const ready = await get(agent, port, '/api/v1/ready');
          const health = await get(agent, port, '/api/v1/health');
          answered += 2;
          if (ready.status === 503) told.notReady++;
          if (ready.close || health.close) {
            told.close++;
            return;
          }
        }
      } catch (error) {
        errors.push((error as NodeJS.ErrnoException).code ?? String(error));
      } finally {
        agent.destroy();
      }
    };
    const clients = Array.from({ length: 20 }, client);
    // Let them get going on their kept-alive sockets, then stop as SIGTERM does.
    await new Promise((r) => setTimeout(r, 300));
    await drainAndClose(t.app, {
      startDraining: () => {
        draining = true;
      },
      drainMs: 500,
    });
    await Promise.all(clients);

    expect(errors).toEqual([]);
    expect(told.close).toBe(20);
    expect(told.notReady).toBeGreaterThanOrEqual(1);
    expect(answered).toBeGreaterThan(40);
    expect(t.app.server.listening).toBe(false);
    await t.database.close();
  });
});
