import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions Curo's migrations create (`CREATE EXTENSION IF NOT EXISTS …`), as
 * PGlite needs them: bundled with the database before it opens. PostgreSQL ships them in its
 * contrib package. Add a new one here and in a migration, nowhere else.
 *
 * - btree_gist: the exclusion constraint that makes double booking impossible (migration 0001).
 * - pg_trgm: trigram similarity, so a search survives a typo ("certifcate").
 * - cube and earthdistance: distances on the Earth's surface, so `nearbyPharmacy` lists the nearest
 *   pharmacies first from an index (migration 0035, decision 0065).
 */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm, cube, earthdistance };
