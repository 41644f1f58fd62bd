import type { TBlogPost } from '@curo/core/content';
import type { TestApp } from '../../../test/build-test-app';

/** Test data for the blog, written through the admin API as an admin would. Tests only. */

let n = 0;

/** A valid post; override any field. Published now unless told otherwise. */
export function buildBlogPostInput(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    title: `Test post ${n} ${Date.now()}`,
    excerpt: 'A short summary for the card.',
    body: `## Heading\n\nBody text of post ${n}, about nothing in particular.`,
    status: 'published',
    ...overrides,
  };
}

export async function createBlogPost(
  t: TestApp,
  adminToken: string,
  overrides: Record<string, unknown> = {},
): Promise<TBlogPost> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/blogPosts',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: buildBlogPostInput(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`creating a post failed: ${res.statusCode} ${res.body}`);
  return res.json() as TBlogPost;
}

export async function createBlogTerm(
  t: TestApp,
  adminToken: string,
  kind: 'categories' | 'tags',
  slug: string,
  name = slug,
): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/blogPosts/${kind}`,
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { slug, name },
  });
  if (res.statusCode !== 201) throw new Error(`creating a term failed: ${res.statusCode} ${res.body}`);
}
