import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PRICES } from '@curo/core/price-list';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { queryRows } from '../../test/query';
import { createTestDatabase } from '../../test/test-database';
import { createDatabase } from '../db/client';
import {
  DEMO_BRISBANE_DOCTOR,
  DEMO_PASSWORD,
  DEMO_SPECIALISTS,
  demoAccounts,
  demoEmail,
} from './demo-accounts';
import { demoCompanies } from './demo-companies';
import { seedDemoData } from './seed';

describe('demo data', () => {
  it('is seeded once: a restart does not bring back what the clinic deleted', async () => {
    const database = await createTestDatabase();
    try {
      expect(await seedDemoData(database.db)).toBe(true);
      const slugs = await queryRows<{ slug: string }>(
        database.db,
        sql`select slug from companies order by slug`,
      );
      expect(slugs.map((r) => r.slug)).toEqual(demoCompanies.map((c) => c.slug).sort());
      await database.db.execute(sql`delete from companies where slug = 'redgum-logistics'`);
      expect(await seedDemoData(database.db)).toBe(false);
      const after = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from companies`,
      );
      expect(Number(after[0]?.n)).toBe(demoCompanies.length - 1);
    } finally {
      await database.close();
    }
  });
});

describe('the demo blog', () => {
  it('has six live posts, one to come and a draft whenever the demo first starts', async () => {
    // Sunday 5 April 2026, months before the newest post's date as written (October 2026).
    const now = new Date('2026-04-04T16:30:00Z');
    const database = await createTestDatabase();
    try {
      await seedDemoData(database.db, { now, roster: false });
      const rows = await queryRows<{ status: string; live: boolean; ahead: boolean }>(
        database.db,
        sql`select status, publish_at <= ${now.toISOString()}::timestamptz as live,
              publish_at > ${now.toISOString()}::timestamptz as ahead from blog_posts`,
      );
      expect(rows.filter((r) => r.status === 'published' && r.live)).toHaveLength(6);
      expect(rows.filter((r) => r.status === 'scheduled' && r.ahead)).toHaveLength(1);
      expect(rows.filter((r) => r.status === 'draft')).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});

describe('the demo content', () => {
  // What someone trying Curo finds on a first start. Tests of the features make their own content
  // (apps/api/test/content.ts); this checks the demo ships enough of it to try each one.
  it('has an FAQ, a blog with its terms, the price list, two GPs and the specialists with a working week', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemoData(database.db, { roster: false });
      const categories = await queryRows<{ slug: string; entries: number }>(
        database.db,
        sql`select c.slug, count(f.id)::int as entries from faq_categories c
            left join faqs f on f.category_slug = c.slug group by c.slug`,
      );
      expect(categories).toHaveLength(4);
      for (const c of categories) expect(c.entries, c.slug).toBeGreaterThanOrEqual(3);
      const [terms] = await queryRows<{ authors: number; categories: number; tags: number }>(
        database.db,
        sql`select (select count(*)::int from blog_authors) as authors,
                   (select count(*)::int from blog_categories) as categories,
                   (select count(*)::int from blog_tags) as tags`,
      );
      expect(terms).toEqual({ authors: 3, categories: 4, tags: 12 });
      const [pricing] = await queryRows<{ value: { items: unknown[] } }>(
        database.db,
        sql`select value from site_settings where key = 'pricing'`,
      );
      expect(pricing?.value.items).toEqual([...DEFAULT_PRICES]);
      const weeks = await queryRows<{ email: string; weekdays: number[] }>(
        database.db,
        sql`select u.email, array_agg(r.weekday order by r.weekday) as weekdays
            from availability_rules r join users u on u.id = r.doctor_id
            where r.kind = 'weekly' group by u.email`,
      );
      expect(new Map(weeks.map((w) => [w.email, w.weekdays]))).toEqual(
        new Map([
          [demoEmail('doctor'), [1, 2, 3, 4, 5]],
          [DEMO_BRISBANE_DOCTOR.email, [1, 2, 3, 4, 5]],
          ...DEMO_SPECIALISTS.map((s) => [s.email, [1, 2, 3, 4, 5]] as const),
        ]),
      );
    } finally {
      await database.close();
    }
  });
});

describe('the demo specialists', () => {
  // Issue 15: every specialty the site advertises (its public specialty pages) has someone to book.
  it('has a doctor with free times for every specialty the site advertises', async () => {
    const t = await buildTestApp();
    try {
      await seedDemoData(t.database.db, { roster: false });
      const advertised = await queryRows<{ slug: string; name: string }>(
        t.database.db,
        sql`select slug, name from specialties where public order by position`,
      );
      expect(advertised.map((s) => s.slug)).toEqual(expect.arrayContaining(['adhd', 'paediatrics']));
      for (const specialty of advertised) {
        const res = await t.app.inject(
          `/api/v1/doctors/directory?specialty=${encodeURIComponent(specialty.name)}`,
        );
        expect(res.statusCode).toBe(200);
        const bookable = (
          res.json().items as Array<{ durations: number[]; next: unknown; specialties: string[] }>
        ).filter((d) => d.durations.length > 0 && d.next !== null);
        // Weekdays 09:00–17:00: any two weeks hold free times, whatever day the test runs.
        expect(bookable.length, specialty.name).toBeGreaterThan(0);
      }
    } finally {
      await t.close();
    }
  });
});

describe('demo accounts', () => {
  it('seeds one account per role with the demo password; patient and company admin share the demo company', async () => {
    const t = await buildTestApp({ rateLimitLogin: 1000 });
    try {
      await seedDemoData(t.database.db, { roster: false });
      for (const account of demoAccounts) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/login?include=user',
          payload: { email: account.email, password: DEMO_PASSWORD },
        });
        expect(res.statusCode, account.email).toBe(200);
        expect(res.json().user.role).toBe(account.role);
      }
      const rows = await queryRows<{ role: string; slug: string | null }>(
        t.database.db,
        sql`select u.role, c.slug from users u left join companies c on c.id = u.company_id where u.role in ('patient', 'companyAdmin')`,
      );
      expect(rows.map((r) => r.slug)).toEqual(['harbourview-health', 'harbourview-health']);
    } finally {
      await t.close();
    }
  });
});

describe('the embedded database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-pglite-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  // Two cold starts of an on-disk database, each running every migration: on a busy 2-core
  // machine that alone can pass the default 30 s.
  it('keeps its data in DATA_DIR across a restart, and migrating again changes nothing', {
    timeout: 90_000,
  }, async () => {
    const first = await createDatabase({ dataDir: dir });
    await first.migrate();
    await first.db.execute(
      sql`insert into companies (id, slug, name) values (gen_random_uuid(), 'kept-company', 'Kept Company')`,
    );
    await first.close();

    const second = await createDatabase({ dataDir: dir });
    await second.migrate();
    const rows = await queryRows<{ name: string }>(
      second.db,
      sql`select name from companies where slug = 'kept-company'`,
    );
    expect(rows).toEqual([{ name: 'Kept Company' }]);
    await second.close();
  });
});
