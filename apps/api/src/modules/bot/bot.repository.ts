import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { plainTextSql } from '../../db/plain-text';
import { botRequests } from '../../db/schema/content';
import { HEADLINE_MARKERS } from '../../platform/full-text';

export interface BotHit {
  kind: 'faq' | 'blog';
  slug: string;
  title: string;
  headline: string;
  rank: number;
}

const SNIPPET = `${HEADLINE_MARKERS}, MaxWords=30, MinWords=12, MaxFragments=1`;

/**
 * Published FAQ entries and live blog posts matching `anyWords` (a tsquery), best first, with a
 * plain-text snippet marking `marks`. FAQ
 * answers are what a visitor most likely wants, so they weigh double.
 */
export async function searchAnswers(
  db: Executor,
  anyWords: string,
  marks: string,
  limit: number,
): Promise<BotHit[]> {
  const result = await db.execute(sql`
    with q as (select to_tsquery('english', ${anyWords}) as query, to_tsquery('english', ${marks}) as marks)
    select * from (
      select 'faq' as kind, f.slug, f.question as title,
             ts_headline('english', ${plainTextSql(sql.raw('f.answer'))}, q.marks, ${SNIPPET}) as headline,
             ts_rank(f.search, q.query) * 2 as rank
        from faqs f, q
       where f.published and f.search @@ q.query
      union all
      select 'blog' as kind, b.slug, b.title,
             ts_headline('english', ${plainTextSql(sql.raw("coalesce(nullif(b.excerpt, ''), b.body)"))}, q.marks, ${SNIPPET}) as headline,
             ts_rank(b.search, q.query) as rank
        from blog_posts b, q
       where b.status in ('published', 'scheduled') and b.publish_at <= now() and b.search @@ q.query
    ) hits
    order by rank desc, title
    limit ${limit}`);
  // Both drivers answer `{ rows }`.
  const { rows } = result as unknown as { rows: Array<Record<string, unknown>> };
  return rows.map((r) => ({
    kind: r.kind as 'faq' | 'blog',
    slug: String(r.slug),
    title: String(r.title),
    headline: String(r.headline),
    rank: Number(r.rank),
  }));
}

export async function insertBotRequest(db: Executor, row: typeof botRequests.$inferInsert) {
  const [inserted] = await db.insert(botRequests).values(row).returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}
