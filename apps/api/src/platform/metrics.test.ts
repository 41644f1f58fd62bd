import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPatient } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('GET /metrics', () => {
  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ rateLimitLogin: 1000 });
    });
    afterAll(() => t.close());

    it('answers this machine in Prometheus format: latency by route pattern, sockets, outbox, process', async () => {
      await t.app.inject('/api/v1/health');
      // With delivery stopped, a sign-up's verification email waits: a backlog to report.
      await t.mail.stop();
      await signUpPatient(t);
      await t.app.inject('/api/v1/users/0195f7a0-0000-7000-8000-000000000000');
      const res = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const text = res.body;
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/health",status_code="200"\} 1/,
      );
      // The route's pattern, never the record's id.
      expect(text).toContain('route="/api/v1/users/:id"');
      expect(text).not.toContain('0195f7a0-0000-7000-8000-000000000000');
      expect(text).toMatch(/curo_websocket_connections 0/);
      expect(text).toMatch(/curo_email_outbox_backlog\{channel="email"\} [1-9]/);
      expect(text).toContain('# TYPE curo_job_queue_depth gauge');
      expect(text).toContain('process_cpu_user_seconds_total');
    });

    it('answers anyone else 404, as if there were nothing here, a visitor through a local proxy too', async () => {
      const res = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
      // A reverse proxy on this machine makes visitors look local: what it forwards is refused.
      const proxied = await t.app.inject({
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.5' },
      });
      expect(proxied.statusCode).toBe(404);
    });
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    const token = 'a-metrics-token-for-tests-0123456789';
    beforeAll(async () => {
      t = await buildTestApp({ metricsToken: token });
    });
    afterAll(() => t.close());

    it('answers only the bearer of the token, from anywhere', async () => {
      const from = (headers: Record<string, string>) =>
        t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5', headers });
      expect((await from({})).statusCode).toBe(404);
      expect((await from({ authorization: 'Bearer not-the-token-at-all-000000' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      const ok = await from({ authorization: `Bearer ${token}` });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('# TYPE http_request_duration_seconds histogram');
    });
  });
});
