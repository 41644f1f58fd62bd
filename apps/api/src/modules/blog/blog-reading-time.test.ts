import fs from 'node:fs';
import path from 'node:path';
import { readingMinutes } from '@curo/core/content';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeBlogPost } from '../../../test/content';
import { queryRows } from '../../../test/query';

const words = (n: number, mark = '') => Array.from({ length: n }, (_, i) => `${mark}word${i}`).join(' ');

// Reading time is stored with the post (issue 16), so a list never loads bodies.
describe('stored reading time', () => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await makeAccount(t, 'admin')).token;
  });
  afterAll(() => t.close());

  const listed = async (slug: string) => {
    const res = await t.app.inject({ url: '/api/v1/blogPosts/all?page=1', headers: bearer(admin) });
    return (res.json().items as Array<{ slug: string; readingMinutes: number }>).find((p) => p.slug === slug);
  };

  it('is worked out on every write, and the list answers it', async () => {
    const post = await makeBlogPost(t, admin, { body: words(900) });
    expect(post.readingMinutes).toBe(readingMinutes(words(900)));
    expect((await listed(post.slug))?.readingMinutes).toBe(4);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blogPosts/${post.id}`,
      headers: bearer(admin),
      payload: { title: post.title, excerpt: post.excerpt, body: words(2200), status: 'published' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await listed(post.slug))?.readingMinutes).toBe(10);
  });

  it('is filled in for existing posts by the migration exactly as core counts it', async () => {
    const bodies = [
      '',
      words(100),
      words(330),
      `# Title\n\n${words(500, '**')} [a link](https://example.com) ![img](x.png) - list - items`,
      `> quote\n\n${words(1210, '_')}\n\n\`code\` ~~gone~~`,
    ];
    const posts = [];
    for (const body of bodies) posts.push(await makeBlogPost(t, admin, { body }));
    const ids = posts.map((p) => p.id);
    await t.database.db.execute(sql`update blog_posts set reading_minutes = 0 where id in ${ids}`);

    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0030_blog_reading_minutes.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint')[1] ?? '';
    expect(backfill).toContain('UPDATE "blog_posts"');
    await t.database.db.execute(sql.raw(backfill));

    const rows = await queryRows<{ id: string; reading_minutes: number }>(
      t.database.db,
      sql`select id, reading_minutes from blog_posts where id in ${ids}`,
    );
    for (const [i, body] of bodies.entries())
      expect(rows.find((r) => r.id === ids[i])?.reading_minutes, `body ${i}`).toBe(readingMinutes(body));
  });
});
