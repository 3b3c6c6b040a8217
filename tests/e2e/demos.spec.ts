import { expect, test, type Page } from '@playwright/test';
import { pagePaths } from '#contract/routes.ts';
import { ADVANCED_DEMO, LANDSCAPING_HOURS, STANDARD_DEMO_SUBMIT_DELAY_MS } from '../../src/content/constants';
import { demos } from '../../src/demos/registry';
import { COFFEE_TOAST_TITLE, coffeeMeta, coffeeNav, coffeePaths, menu } from '../../src/demos/coffee/content';
import {
  ADD_TO_CART_TOAST,
  homegoodsMeta,
  homegoodsNav,
  homegoodsPaths,
  newArrivals,
  placeholderLinks,
  products,
  saleProducts,
} from '../../src/demos/homegoods/content';
import {
  ESTIMATE_TOAST,
  GENERAL_INQUIRY,
  estimateServiceOptions,
  landscapingMeta,
  landscapingNav,
  landscapingPaths,
  services,
} from '../../src/demos/landscaping/content';
import { watchConsole } from './consoleGuard';

// Independent tests (each its own page, or its own server on a port from the kernel): spread over the workers.
test.describe.configure({ mode: 'parallel' });

/** The browser logs the 404 status of a not-found document as a console error: expected there. */
const NOT_FOUND_STATUS_LOG = /Failed to load resource: the server responded with a status of 404/;
const CREDIT = /Built by Lumen Web Studio — see pricing/;

const price = (amount: number | string) => `$${Number(amount).toFixed(2)}`;

/** Opens a demo page: 200, its title and description, one h1, and the credit linking to /services. */
async function openPage(page: Page, meta: { path: string; title: string; description: string }) {
  const response = await page.goto(meta.path);
  expect(response?.status(), `${meta.path} status`).toBe(200);
  await expect(page).toHaveTitle(meta.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: CREDIT }).first()).toHaveAttribute('href', pagePaths.services);
}

/** The toast region (Radix renders toasts in its own viewport, outside the page content). */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function expectCreditLeadsToPricing(page: Page, from: string) {
  await page.goto(from);
  await page.getByRole('link', { name: CREDIT }).first().click();
  await expect(page).toHaveURL(/\/services$/);
}

test.describe(`coffee shop demo (${demos.coffee.base})`, () => {
  test('every page renders cleanly and the header links reach each page', async ({ page }) => {
    const console = watchConsole(page);
    for (const meta of [coffeeMeta.home, coffeeMeta.about, coffeeMeta.menu, coffeeMeta.contact]) await openPage(page, meta);

    await page.goto(coffeePaths.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of coffeeNav) {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.to}$`));
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    await page.waitForLoadState('networkidle');
    console.expectClean();
  });

  test('the menu lists three categories with prices from $2.75 to $5.00', async ({ page }) => {
    const console = watchConsole(page);
    await openPage(page, coffeeMeta.menu);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(menu.map((category) => category.title));
    for (const category of menu) {
      const section = page.getByRole('region', { name: category.title });
      for (const item of category.items) {
        await expect(section.getByRole('heading', { level: 3, name: item.name, exact: true })).toBeVisible();
      }
    }
    await expect(page.getByText(price(2.75)).first()).toBeVisible();
    await expect(page.getByText(price(5)).first()).toBeVisible();
    console.expectClean();
  });

  test('the contact form validates, then shows the "Message Sent!" toast', async ({ page }) => {
    const console = watchConsole(page);
    await openPage(page, coffeeMeta.contact);
    await page.getByRole('button', { name: /send message/i }).click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Do you cater office breakfasts?');
    await page.getByRole('button', { name: /send message/i }).click();
    await expect(toasts(page).getByText(COFFEE_TOAST_TITLE)).toBeVisible();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    console.expectClean();
  });

  test('links back to the studio pricing page', async ({ page }) => {
    await expectCreditLeadsToPricing(page, coffeePaths.menu);
  });

  test('an unknown page answers 404 with the café not-found page', async ({ page }) => {
    const console = watchConsole(page, [NOT_FOUND_STATUS_LOG]);
    const response = await page.goto(`${coffeePaths.home}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(coffeeMeta.notFound.title);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(new RegExp(`${coffeePaths.home}$`));
    console.expectClean();
  });
});

test.describe(`landscaping demo (${demos.landscaping.base})`, () => {
  test('every page renders cleanly and the header links reach each page', async ({ page }) => {
    const console = watchConsole(page);
    for (const meta of [landscapingMeta.home, landscapingMeta.about, landscapingMeta.services, landscapingMeta.contact]) {
      await openPage(page, meta);
    }
    await page.goto(landscapingPaths.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of landscapingNav) {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.to}$`));
    }
    await page.goto(landscapingPaths.about);
    await page.getByRole('banner').getByRole('link', { name: 'Free Estimate' }).click();
    await expect(page).toHaveURL(new RegExp(`${landscapingPaths.contact}$`));
    await page.waitForLoadState('networkidle');
    console.expectClean();
  });

  test('the services page lists all eight services', async ({ page }) => {
    await openPage(page, landscapingMeta.services);
    expect(services).toHaveLength(8);
    for (const service of services) await expect(page.getByRole('heading', { level: 2, name: service.name })).toBeVisible();
  });

  test('the contact page shows the business hours', async ({ page }) => {
    await openPage(page, landscapingMeta.contact);
    const hours = page.getByRole('region', { name: 'Business Hours' });
    for (const row of LANDSCAPING_HOURS) {
      await expect(hours.getByText(row.days, { exact: true })).toBeVisible();
      await expect(hours.getByText(row.hours, { exact: true })).toBeVisible();
    }
  });

  test('the estimate form waits one second, shows the toast and resets', async ({ page }) => {
    const console = watchConsole(page);
    await openPage(page, landscapingMeta.contact);
    const select = page.getByRole('combobox', { name: /^Service/ });
    await expect(select.locator('option')).toHaveText(estimateServiceOptions);
    expect(estimateServiceOptions[0]).toBe(GENERAL_INQUIRY);
    expect(estimateServiceOptions).toHaveLength(7);

    const submit = page.getByRole('button', { name: 'Request Free Estimate' });
    await submit.click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3);

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.com');
    await select.selectOption(services[4]!.name);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('A flagstone patio behind the house, about 12 by 16 feet.');
    const started = Date.now();
    await submit.click();
    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(toasts(page).getByText(ESTIMATE_TOAST.title)).toBeVisible({ timeout: STANDARD_DEMO_SUBMIT_DELAY_MS + 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(STANDARD_DEMO_SUBMIT_DELAY_MS - 50);
    await expect(toasts(page).getByText(ESTIMATE_TOAST.description)).toBeVisible();

    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
    await expect(select).toHaveValue(GENERAL_INQUIRY);
    await expect(page.getByRole('button', { name: 'Request Free Estimate' })).not.toHaveAttribute('aria-disabled', 'true');
    console.expectClean();
  });

  test('links back to the studio pricing page', async ({ page }) => {
    await expectCreditLeadsToPricing(page, landscapingPaths.services);
  });

  test('an unknown page answers 404 with the landscaping not-found page', async ({ page }) => {
    const console = watchConsole(page, [NOT_FOUND_STATUS_LOG]);
    const response = await page.goto(`${landscapingPaths.home}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(landscapingMeta.notFound.title);
    console.expectClean();
  });
});

test.describe(`home-goods demo (${demos.homegoods.base})`, () => {
  test('home shows the first three products as new arrivals; the header links reach each page', async ({ page }) => {
    const console = watchConsole(page);
    await openPage(page, homegoodsMeta.home);
    const arrivals = page.getByRole('list', { name: 'New Arrivals' });
    await expect(arrivals.getByRole('listitem')).toHaveCount(3);
    await expect(arrivals.getByRole('heading')).toHaveText(newArrivals.map((product) => product.name));
    expect(newArrivals.map((product) => product.id)).toEqual(products.slice(0, 3).map((product) => product.id));

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of homegoodsNav) {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.to}$`));
    }
    await page.waitForLoadState('networkidle');
    console.expectClean();
  });

  test('the shop lists all six products and the sale only those on sale', async ({ page }) => {
    const console = watchConsole(page);
    await openPage(page, homegoodsMeta.shop);
    await expect(page.getByRole('list', { name: 'All products' }).getByRole('heading')).toHaveText(products.map((p) => p.name));

    await openPage(page, homegoodsMeta.sale);
    const sale = page.getByRole('list', { name: 'Products on sale' });
    expect(saleProducts.map((p) => p.id)).toEqual(['linen-cushion', 'scented-candle']);
    await expect(sale.getByRole('heading')).toHaveText(saleProducts.map((p) => p.name));
    for (const product of saleProducts) {
      const card = sale.getByRole('listitem').filter({ hasText: product.name });
      await expect(card.locator('ins')).toContainText(price(product.salePrice!));
      await expect(card.locator('del')).toContainText(price(product.price));
    }
    for (const product of products.filter((p) => !p.onSale)) await expect(sale.getByText(product.name)).toHaveCount(0);
    console.expectClean();
  });

  for (const product of products) {
    test(`product page ${product.id}: details, fixed rating and quantity, shipping and the cart toast`, async ({ page }) => {
      const console = watchConsole(page);
      await openPage(page, homegoodsMeta.product(product));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      await expect(page.getByRole('img', { name: product.alt })).toBeVisible();
      await expect(page.getByText(product.description)).toBeVisible();
      const info = page.getByRole('main');
      await expect(info.getByText(`${ADVANCED_DEMO.rating} out of ${ADVANCED_DEMO.ratingOutOf} stars`)).toBeVisible();
      await expect(info.getByText(`${ADVANCED_DEMO.reviewCount} reviews`)).toBeVisible();
      await expect(info.getByText('Quantity')).toBeVisible();
      await expect(info.getByRole('definition').filter({ hasText: String(ADVANCED_DEMO.quantity) })).toBeVisible();
      await expect(
        info.getByText(`Ships in ${ADVANCED_DEMO.shippingDays.min}–${ADVANCED_DEMO.shippingDays.max} business days`),
      ).toBeVisible();
      await expect(info.getByText(`Free shipping on orders over $${ADVANCED_DEMO.freeShippingOver}`)).toBeVisible();
      const current = product.onSale ? product.salePrice! : product.price;
      await expect(info.getByText(price(current)).first()).toBeVisible();

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(toasts(page).getByText(ADD_TO_CART_TOAST.title)).toBeVisible();
      await expect(toasts(page).getByText(ADD_TO_CART_TOAST.description)).toBeVisible();
      console.expectClean();
    });
  }

  test('product cards open their product page', async ({ page }) => {
    await page.goto(homegoodsPaths.shop);
    const target = products[2]!;
    await page.getByRole('link', { name: target.name }).click();
    await expect(page).toHaveURL(new RegExp(`${homegoodsPaths.product(target.id)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
  });

  test('an unknown product answers 404 with "Product Not Found" and a working Back to Shop', async ({ page }) => {
    const console = watchConsole(page, [NOT_FOUND_STATUS_LOG]);
    const response = await page.goto(homegoodsPaths.product('velvet-armchair'));
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(homegoodsMeta.productNotFound.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
    await page.getByRole('link', { name: 'Back to Shop' }).click();
    await expect(page).toHaveURL(new RegExp(`${homegoodsPaths.shop}$`));
    await expect(page.getByRole('list', { name: 'All products' }).getByRole('listitem')).toHaveCount(products.length);
    console.expectClean();
  });

  test('a product reached in the app with an unknown id shows "Product Not Found" too', async ({ page }) => {
    await page.goto(homegoodsPaths.shop);
    await page.evaluate((url) => {
      window.history.pushState({}, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, homegoodsPaths.product('no-such-id'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
  });

  test('the newsletter field is labelled and does nothing; placeholder footer links go nowhere', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(homegoodsPaths.home);
    const email = page.getByRole('banner').getByLabel('Newsletter');
    await email.fill('reader@example.com');
    await email.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${homegoodsPaths.home}$`));
    await expect(email).toHaveValue('reader@example.com');
    const footer = page.getByRole('contentinfo');
    for (const label of placeholderLinks) {
      const item = footer.getByRole('listitem').filter({ hasText: label });
      await expect(item).toHaveText(new RegExp(`${label}\\s*Coming soon`, 'i'));
      await expect(item.getByRole('link')).toHaveCount(0);
    }
    console.expectClean();
  });

  test('links back to the studio pricing page', async ({ page }) => {
    await expectCreditLeadsToPricing(page, homegoodsPaths.product(products[0]!.id));
  });

  test('an unknown page answers 404 with the shop not-found page', async ({ page }) => {
    const console = watchConsole(page, [NOT_FOUND_STATUS_LOG]);
    const response = await page.goto(`${homegoodsPaths.home}/journal`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(homegoodsMeta.notFound.title);
    console.expectClean();
  });
});
