// One more API instance for chat-fanout-server.ts, in a process of its own as a second server
// behind a load balancer would be: on the bench's PostgreSQL database (DATABASE_URL) and Redis
// (REDIS_URL), with the same secrets (JWT_SECRET, DATA_KEY) so the sessions issued there hold here.
// It answers its port over IPC and stops when its parent goes.
import { buildApp } from '../../apps/api/src/app';
import { createDatabase } from '../../apps/api/src/db/client';
import { benchConfig } from './bench-app.ts';

export type InstanceMessage = { type: 'listening'; port: number } | { type: 'failed'; error: string };
const send = (message: InstanceMessage) => process.send?.(message);

const url = process.env.DATABASE_URL;
try {
  const { JWT_SECRET, DATA_KEY } = process.env;
  if (!url || !JWT_SECRET || !DATA_KEY)
    throw new Error('chat-fanout-instance needs DATABASE_URL, JWT_SECRET and DATA_KEY');
  const config = benchConfig({ JOBS_ENABLED: 'false', JWT_SECRET, DATA_KEY });
  const database = await createDatabase({ url });
  const built = await buildApp({ config, database });
  process.on('disconnect', () => {
    void built.app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  await built.hub.whenReady();
  const address = built.app.server.address();
  send({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.disconnect();
}
