import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../secrets';
import { expect, test } from './fixtures';

/** Where the API sends enquiries and hand-overs by default (CONTACT_INBOX). */
const CONTACT_INBOX = 'support@curo.health';

const assistant = (page: Page) => page.getByRole('dialog', { name: 'Ask a question' });

/** The newest outbox message to `to` whose text contains `needle`. */
async function outboxMessage(request: APIRequestContext, to: string, needle: string) {
  let found: { subject: string | null; text: string } | undefined;
  await expect
    .poll(async () => {
      const { items } = (await (await request.get('/api/v1/dev/outbox')).json()) as {
        items: Array<{ to: string; subject: string | null; text: string }>;
      };
      found = items.find((m) => m.to === to && m.text.includes(needle));
      return Boolean(found);
    })
    .toBe(true);
  return found;
}

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

test.describe('public content from the API', () => {
  test('/pricing shows the prices the API holds', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/v1/services/pricing')).json()) as {
      items: Array<{ name: string; amountCents: number | null; billing: string }>;
    };
    expect(items.length).toBeGreaterThan(0);
    await page.goto('/pricing');
    const list = page.getByRole('list', { name: 'Consult prices', exact: true });
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
    await expect(list.getByRole('heading')).toHaveText(items.map((i) => i.name));
    for (const item of items) {
      const row = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item.name }) });
      if (item.billing === 'insurer' || item.amountCents === null) continue;
      const dollars = (item.amountCents / 100).toFixed(2);
      await expect(row).toContainText(`$${dollars}, GST-free`);
    }
  });

  test('/specialty/dermatology renders its CMS page', async ({ page, request }) => {
    const cms = (await (await request.get('/api/v1/specialties/cms/dermatology')).json()) as {
      name: string;
      summary: string;
      content: string;
    };
    await page.goto('/specialty/dermatology');
    await expect(page.locator('main h1')).toHaveText(cms.name);
    await expect(page.locator('main').getByText(cms.summary)).toBeVisible();
    const firstHeading = /^##\s+(.+)$/m.exec(cms.content)?.[1] ?? '';
    await expect(page.locator('main').getByRole('heading', { level: 2, name: firstHeading })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Book a consult' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Other specialists you can see by video' })
        .getByRole('link', { name: /ADHD/ }),
    ).toHaveAttribute('href', '/specialty/adhd');
    expect(await page.title()).toMatch(/\| Curo$/);
  });

  test('/specialty/sleep-medicine (hidden) is the not-found page', async ({ page }) => {
    await page.goto('/specialty/sleep-medicine');
    await expect(page.locator('main h1')).toHaveText("We couldn't find that page");
  });
});

test.describe('the FAQ assistant', () => {
  test('answers "Can I get a medical certificate?" with a link to the FAQ entry', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Ask a question' }).click();
    await expect(assistant(page).getByLabel('Your question')).toBeFocused();
    await page.keyboard.type('Can I get a medical certificate?');
    await page.keyboard.press('Enter');

    const answer = assistant(page)
      .getByRole('list', { name: 'Answers' })
      .getByRole('link', { name: /Can I get a medical certificate online\?/ });
    await expect(answer).toHaveAttribute('href', '/faq/can-i-get-a-medical-certificate-online');
    await expect(answer.locator('mark').first()).toBeVisible();

    await answer.click();
    await expect(page).toHaveURL(/\/faq\/can-i-get-a-medical-certificate-online$/);
    await expect(assistant(page)).toBeHidden();
    // The conversation is kept for the session.
    await page.getByRole('button', { name: 'Ask a question' }).click();
    await expect(assistant(page).getByText('Can I get a medical certificate?')).toBeVisible();
  });

  test('hands a question it cannot answer to the team, by email to the contact inbox', async ({
    page,
    request,
  }) => {
    const question = `Qzxv blorpt frangible ${unique()}`;
    await page.goto('/?startChat=true');
    await expect(assistant(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await assistant(page).getByLabel('Your question').fill(question);
    await assistant(page).getByRole('button', { name: 'Ask' }).click();
    await expect(
      assistant(page)
        .getByRole('region', { name: 'Conversation' })
        .getByText('I couldn’t find that in our FAQ.'),
    ).toBeVisible();

    const form = assistant(page).getByRole('form', { name: 'Ask our team instead' });
    await form.getByLabel('Email').fill(`visitor.${unique()}@example.com.au`);
    await form.getByLabel('Name (optional)').fill('Mia');
    await form.getByRole('button', { name: 'Send to our team' }).click();
    await expect(
      assistant(page)
        .getByRole('region', { name: 'Conversation' })
        .getByText('Thanks. Our team has your question and will reply by email'),
    ).toBeVisible();

    const mail = await outboxMessage(request, CONTACT_INBOX, question);
    expect(mail?.subject).toMatch(/^Assistant:/);
  });

  test('floats on public pages but not in the signed-in area', async ({ page }) => {
    const response = await page.request.post('/api/v1/users/login?include=user', {
      data: { email: 'patient@demo.curo.au', password: DEMO_PASSWORD },
    });
    expect(response.ok()).toBe(true);
    const { access, refresh } = (await response.json()) as {
      access: { token: string };
      refresh: { token: string };
    };
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Ask a question' })).toBeVisible();
    await page.evaluate(
      ([accessToken, refreshToken]) => {
        localStorage.setItem('accessToken', accessToken ?? '');
        localStorage.setItem('refreshToken', refreshToken ?? '');
      },
      [access.token, refresh.token],
    );
    await page.goto('/account');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ask a question' })).toHaveCount(0);
  });
});

test('/business sends an enquiry to the team', async ({ page, request }) => {
  const organisation = `Harbour Logistics ${unique()}`;
  await page.goto('/business');
  await page.getByRole('link', { name: 'Make a business enquiry' }).first().click();
  const form = page.getByRole('form', { name: 'Business enquiry' });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByLabel('Organisation')).toBeFocused();
  await expect(form.getByText('Please enter your organisation')).toBeVisible();

  await form.getByLabel('Organisation').fill(organisation);
  await form.getByLabel('Your name').fill('Ana Silva');
  await form.getByLabel('Work email').fill(`ana.${unique()}@example.com.au`);
  await form.getByLabel('Phone').fill('02 9000 0000');
  await form.getByLabel('How many people work there?').selectOption('20-199');
  await form.getByLabel('How can we help?').fill('GP access for 80 warehouse staff in NSW.');
  await form.getByRole('button', { name: 'Send enquiry' }).click();

  await expect(page.getByRole('heading', { name: 'Enquiry sent' })).toBeFocused();
  await expect(page.getByRole('status')).toContainText('Our partnerships team will be in touch');
  const mail = await outboxMessage(request, CONTACT_INBOX, organisation);
  expect(mail?.subject).toBe(`Business enquiry: ${organisation}`);
});
