import { apiSession, expect, test } from './fixtures';

const ADMIN = 'admin@demo.curo.au';

test.describe('public content', () => {
  test('a visitor reads a post from the blog, and the view is counted once', async ({ page }) => {
    const views: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/blogPosts/log-view'))
        views.push(r.postData() ?? '');
    });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'The Curo blog' })).toBeVisible();
    await page.getByRole('link', { name: 'Why teenagers are always tired, and what actually helps' }).click();

    await expect(page).toHaveURL(/\/blog\/sleep-in-teenagers$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Why teenagers are always tired, and what actually helps',
      }),
    ).toBeVisible();
    const article = page.getByRole('article', {
      name: 'Why teenagers are always tired, and what actually helps',
    });
    await expect(article.getByText('Dr Tom Gallagher', { exact: true })).toBeVisible();
    await expect(article.getByText('GP, FRACGP, DCH').first()).toBeVisible();
    await expect(
      article.getByRole('heading', { level: 2, name: 'How much sleep do teenagers need?' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Why teenagers are always tired, and what actually helps | Curo');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/blog\/sleep-in-teenagers$/,
    );
    await expect.poll(() => views.length).toBe(1);
    expect(JSON.parse(views[0] ?? '{}')).toMatchObject({ slug: 'sleep-in-teenagers' });
  });

  test('a direct load of a post keeps one set of head tags: the server’s are replaced by the app’s', async ({
    page,
  }) => {
    await page.goto('/faq/can-i-get-a-medical-certificate-online');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Can I get a medical certificate online?' }),
    ).toBeVisible();
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
    await expect(page.locator('head [data-seo]')).toHaveCount(0);
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Can I get a medical certificate online?',
    );
  });

  test('a visitor searches the FAQ and opens an answer', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('link', { name: /^Certificates and prescriptions/ })).toBeVisible();
    await page.getByLabel('Search the FAQ').fill('certificate');
    await page.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(/\/faq\/results\?q=certificate$/);
    const results = page.getByRole('list', { name: 'Matching answers' });
    await expect(results.locator('mark').first()).toBeVisible();
    await results.getByRole('link', { name: 'Can I get a medical certificate online?' }).click();

    await expect(page).toHaveURL(/\/faq\/can-i-get-a-medical-certificate-online$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Can I get a medical certificate online?' }),
    ).toBeVisible();
    await expect(page.getByText('Yes, after a consult with a doctor.', { exact: false })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'Certificates and prescriptions',
    );
  });

  test('a short link opens the page it leads to', async ({ page, request }) => {
    const token = (await apiSession(request, ADMIN)).accessToken;
    const created = await request.post('/api/v1/shortLinks', {
      headers: { authorization: `Bearer ${token}` },
      data: { target: '/pricing' },
    });
    expect(created.status()).toBe(201);
    const { nano } = (await created.json()) as { nano: string };

    await page.goto(`/t/${nano}`);
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('an unknown short link shows the not-found page', async ({ page }) => {
    await page.goto('/t/xyz123');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
    await expect(page).toHaveURL(/\/t\/xyz123$/);
  });
});
