import { createDatabase } from './client';
import { writePgliteTemplateDir } from './pglite-template';

/**
 * `node dist/make-pglite-template.js <dir>`: the build's last step, a migrated empty database for
 * a first start to copy (decision 0067).
 */
const dir = process.argv[2];
if (!dir) {
  console.error('usage: make-pglite-template <directory>');
  process.exit(2);
}
await writePgliteTemplateDir(dir, async (dataDir) => {
  const database = await createDatabase({ dataDir });
  await database.migrate();
  return database;
});
