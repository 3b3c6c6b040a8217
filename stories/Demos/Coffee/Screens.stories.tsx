import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CoffeeDemo from '../../../src/demos/coffee';
import { coffeeMeta, coffeePaths, favourites, menu, menuPriceRange } from '../../../src/demos/coffee/content';
import { type Canvas, expectCreditAndOneH1, siteScreens, demoGlobals } from '../demoStory';

/** The whole site with its nested routes; `parameters.route` picks the page. */
const meta = {
  ...siteScreens(coffeePaths.home, CoffeeDemo),
  globals: demoGlobals('coffee'),
  parameters: { route: coffeePaths.home, visual: { widths: ['mobile'], outlines: ['desktop'] } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectChrome(canvas: Canvas, currentLabel: string) {
  const nav = canvas.getByRole('navigation', { name: 'Main' });
  await expect(within(nav).getByRole('link', { name: currentLabel })).toHaveAttribute('aria-current', 'page');
  await expectCreditAndOneH1(canvas);
}

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Good Coffee/ })).toBeVisible();
    await expectChrome(canvas, 'Home');
    for (const item of favourites) await expect(canvas.getByRole('heading', { name: item.name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /See Our Menu/ })).toHaveAttribute('href', coffeePaths.menu);
  },
};

export const About: Story = {
  parameters: { route: coffeePaths.about },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Espresso Cart/ })).toBeVisible();
    await expectChrome(canvas, 'About');
  },
};

export const Menu: Story = {
  parameters: { route: coffeePaths.menu },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    await expectChrome(canvas, 'Menu');
    for (const category of menu) await expect(canvas.getByRole('heading', { level: 2, name: category.title })).toBeVisible();
    await expect(canvas.getByText(/Everything from \$2\.75 to \$5\.00/)).toBeVisible();
    await expect(menuPriceRange).toEqual({ min: 2.75, max: 5 });
  },
};

export const Contact: Story = {
  parameters: { route: coffeePaths.contact },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Come Say Hello' })).toBeVisible();
    await expectChrome(canvas, 'Contact');
    await expect(canvas.getByRole('form', { name: 'Send us a message' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: `${coffeePaths.home}/no-such-page` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Isn.t on the Menu/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', coffeePaths.home);
    await expect(document.title).toBe(coffeeMeta.notFound.title);
  },
};
