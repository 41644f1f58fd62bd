import { and, asc, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { pharmacies, preferredPharmacies } from '../../db/schema/pharmacies';

export type PharmacyRow = typeof pharmacies.$inferSelect;
export type NewPharmacy = typeof pharmacies.$inferInsert;

/** How alike a typed word and a word of a name must be: "Wynard" ~ "Wynyard" is 0.5. */
export const WORD_SIMILARITY_MIN = 0.45;

/** How alike the whole of a suburb and what was typed must be (pg_trgm's default threshold). */
export const SUBURB_SIMILARITY_MIN = 0.3;

/**
 * Pharmacies whose name or suburb is like `q` (pg_trgm: `<%`, word similarity of at least
 * {@link WORD_SIMILARITY_MIN}, or a suburb similar as a whole), or whose postcode is `q`. Best
 * match first: a postcode, or a name or suburb that holds the words, scores 1; a typo less.
 * pg_trgm's default for `<%` (0.6) misses a dropped letter in a short word, so the threshold is
 * lowered for this transaction only. `limit` is one more than the page, so the caller can tell
 * whether more follow.
 *
 * The whole-suburb test is the `similarity()` function, not the `%` operator: in PGlite 0.5 the
 * operator breaks the backend (the next statement answers nothing or hangs in an error loop,
 * "ERRORDATA_STACK_SIZE exceeded"), which hung the test suite. The function cannot use the trigram
 * index, so on PostgreSQL the search reads the table: a few thousand rows for a whole country.
 */
export function searchPharmacies(db: Db, q: string, limit: number, offset: number) {
  const score = sql<number>`greatest(
    word_similarity(${q}, ${pharmacies.name}),
    word_similarity(${q}, ${pharmacies.suburb}),
    similarity(${pharmacies.suburb}, ${q}),
    case when ${pharmacies.postcode} = ${q} then 1 else 0 end)`;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_MIN}`));
    return tx
      .select()
      .from(pharmacies)
      .where(
        or(
          sql`${q} <% ${pharmacies.name}`,
          sql`${q} <% ${pharmacies.suburb}`,
          sql`similarity(${pharmacies.suburb}, ${q}) >= ${SUBURB_SIMILARITY_MIN}`,
          eq(pharmacies.postcode, q),
        ),
      )
      .orderBy(
        desc(score),
        desc(sql`similarity(${pharmacies.name}, ${q})`),
        asc(pharmacies.name),
        asc(pharmacies.id),
      )
      .limit(limit)
      .offset(offset);
  });
}

/**
 * Pharmacies within `radiusMetres` of a point, nearest first (earthdistance over cube: the
 * `earth_box` test is answered from the GiST index, the exact distance then trims its corners).
 */
export function nearbyPharmacies(
  db: Executor,
  at: { latitude: number; longitude: number },
  radiusMetres: number,
  limit: number,
  offset: number,
) {
  // To the micro-degree (about 0.1 m) and the metre: PostgreSQL refuses subnormal numbers such as
  // 5e-324 as out of range, which a client may well send.
  const micro = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
  const radius = Math.max(1, Math.round(radiusMetres));
  const origin = sql`ll_to_earth(${micro(at.latitude)}::float8, ${micro(at.longitude)}::float8)`;
  const place = sql`ll_to_earth(${pharmacies.latitude}, ${pharmacies.longitude})`;
  const metres = sql<number>`earth_distance(${place}, ${origin})`.mapWith(Number);
  return db
    .select({ ...getTableColumns(pharmacies), metres })
    .from(pharmacies)
    .where(
      and(
        sql`earth_box(${origin}, ${radius}::float8) @> ${place}`,
        sql`earth_distance(${place}, ${origin}) <= ${radius}::float8`,
      ),
    )
    .orderBy(asc(metres), asc(pharmacies.name), asc(pharmacies.id))
    .limit(limit)
    .offset(offset);
}

export async function findPharmacy(db: Executor, id: string): Promise<PharmacyRow | null> {
  const [row] = await db.select().from(pharmacies).where(eq(pharmacies.id, id)).limit(1);
  return row ?? null;
}

/**
 * Inserts the rows, or updates the pharmacy with the same match key (decision 0065). Answers how
 * many were new (`xmax = 0` marks a row this statement inserted rather than updated).
 */
export async function upsertPharmacies(db: Executor, rows: NewPharmacy[], now: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insert(pharmacies)
    .values(rows.map((r) => ({ ...r, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: pharmacies.matchKey,
      set: {
        name: sql`excluded.name`,
        address: sql`excluded.address`,
        suburb: sql`excluded.suburb`,
        state: sql`excluded.state`,
        postcode: sql`excluded.postcode`,
        phone: sql`excluded.phone`,
        fax: sql`excluded.fax`,
        email: sql`excluded.email`,
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
        openingHours: sql`excluded.opening_hours`,
        updatedAt: now,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return result.filter((r) => r.inserted === true || String(r.inserted) === 'true').length;
}

export async function findPreferredPharmacy(db: Executor, patientId: string): Promise<PharmacyRow | null> {
  const [row] = await db
    .select(getTableColumns(pharmacies))
    .from(preferredPharmacies)
    .innerJoin(pharmacies, eq(pharmacies.id, preferredPharmacies.pharmacyId))
    .where(eq(preferredPharmacies.patientId, patientId))
    .limit(1);
  return row ?? null;
}

export async function savePreferredPharmacy(db: Executor, patientId: string, pharmacyId: string, now: Date) {
  await db
    .insert(preferredPharmacies)
    .values({ patientId, pharmacyId, updatedAt: now })
    .onConflictDoUpdate({ target: preferredPharmacies.patientId, set: { pharmacyId, updatedAt: now } });
}

export async function clearPreferredPharmacy(db: Executor, patientId: string) {
  await db.delete(preferredPharmacies).where(eq(preferredPharmacies.patientId, patientId));
}
