import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A server secret: the environment's value when set; otherwise one generated on first start and
 * kept in DATA_DIR/secrets (readable by the owner only), so it survives a restart with zero
 * set-up. Several instances must share the environment's value.
 */
export function resolveSecret(
  name: 'jwt-secret' | 'data-key' | 'ops-token',
  given: string | undefined,
  dataDir: string,
): { secret: string; generated: boolean } {
  if (given) return { secret: given, generated: false };
  const file = path.join(dataDir, 'secrets', name);
  if (fs.existsSync(file)) return { secret: fs.readFileSync(file, 'utf8').trim(), generated: true };
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return { secret, generated: true };
}
