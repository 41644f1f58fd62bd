import { expect, signInAs, test } from './fixtures';

/** A 1×1 PNG: enough for the server to check, re-encode and store. */
const PNG = {
  name: 'beach-shade.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test.describe('the blog admin', () => {
  test('an admin writes a post with an uploaded image, publishes it, and finds it live', async ({ page }) => {
    // A long journey (sign in, write, upload, publish, read it back) on a server shared with other specs.
    test.setTimeout(60_000);
    const title = `Shade, hats and sunscreen ${Date.now()}`;
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await signInAs(page, 'admin@demo.curo.au');

    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Site content' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page.getByRole('link', { name: 'New post' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();

    await page.getByLabel('Title', { exact: true }).fill(title);
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slug);
    await page.getByLabel('Excerpt').fill('How to keep children safe in the Australian sun.');
    const body = page.getByLabel('Body', { exact: true });
    await body.fill('Seek shade between 10 am and 3 pm.');
    await body.press('Control+Home');

    // The file box behind "Insert image" takes the file; the Markdown goes in at the cursor.
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/blogPosts/upload-images'));
    await page.getByLabel('Insert image').setInputFiles(PNG);
    expect((await uploaded).status()).toBe(200);
    await expect(body).toHaveValue(
      /^!\[beach shade\]\(\/api\/v1\/files\/content\/[\w-]+\.webp\)\n\nSeek shade/,
    );
    const imageUrl = /\((\/api\/v1\/files\/content\/[\w-]+\.webp)\)/.exec(await body.inputValue())?.[1] ?? '';
    await expect(
      page.getByRole('region', { name: 'Preview of body' }).getByRole('img', { name: 'beach shade' }),
    ).toHaveAttribute('src', imageUrl);

    await page.getByRole('button', { name: 'Use as hero image (upload 1)' }).click();
    await expect(page.getByRole('img', { name: 'Hero of this post' })).toHaveAttribute('src', imageUrl);
    await page.getByRole('checkbox', { name: 'Everyday health' }).check();
    await page.getByRole('button', { name: 'Publish now' }).click();

    await expect(page.getByText(`“${title}” is published.`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/blog/[0-9a-f-]{36}\\?slug=${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View on the site' })).toHaveAttribute(
      'href',
      `/blog/${slug}`,
    );

    // Live: the post's page, with the image loaded, and the post on the blog's list.
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const inBody = page.locator('main').getByRole('img', { name: 'beach shade' });
    await inBody.scrollIntoViewIfNeeded();
    await expect(inBody).toHaveAttribute('src', imageUrl);
    await expect.poll(() => inBody.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator(`main img[src="${imageUrl}"]`).first()).toBeVisible();

    await page.goto('/blog');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  });
});
