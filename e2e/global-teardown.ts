import fs from 'node:fs';
import path from 'node:path';
import { KNOWN_SECRETS } from './secrets';

/**
 * After the suite: the server's log must hold no password the tests typed, no token it issued
 * (JWTs start with "eyJ"; refresh and magic tokens are 43 URL-safe characters after "="), and not
 * the run's TURN secret, which stays on the server (decision 0030).
 */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) return;
  const file = path.join(dir, 'server.log');
  if (!fs.existsSync(file)) throw new Error('the server log is missing');
  const log = fs.readFileSync(file, 'utf8');
  if (log.length === 0) throw new Error('the server log is empty: logging is not being captured');
  const turnSecret = process.env.E2E_TURN_SECRET;
  const leaks = [
    ...KNOWN_SECRETS.filter((s) => log.includes(s)),
    ...(turnSecret && log.includes(turnSecret) ? ['the TURN secret'] : []),
    ...(log.match(/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g) ?? []),
    ...(log.match(/(?:magicToken|refreshToken|token)=[A-Za-z0-9_-]{43}/g) ?? []),
  ];
  if (leaks.length > 0) throw new Error(`secrets found in the server log: ${leaks.slice(0, 3).join(', ')}`);
}
