import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { coffeeBusiness, coffeeCopy, coffeeHours, coffeeNav, coffeePaths } from '../../../src/demos/coffee/content';
import { Footer } from '../../../src/demos/coffee/sections/Footer';
import { Header } from '../../../src/demos/coffee/sections/Header';
import { demoChrome, inBrand, demoGlobals } from '../demoStory';

const Chrome = demoChrome(
  <Header name={coffeeBusiness.name} tagline={coffeeBusiness.tagline} nav={coffeeNav} />,
  <Footer name={coffeeBusiness.name} copy={coffeeCopy.footer} hours={coffeeHours} nav={coffeeNav} />,
);

const meta = {
  component: Chrome,
  decorators: [(Story) => inBrand('coffee', <Story />)],
  globals: demoGlobals('coffee'),
  parameters: { route: coffeePaths.menu },
} satisfies Meta<typeof Chrome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the menu page: "Menu" is the current page; the footer has hours and the studio credit. */
export const OnMenuPage: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    for (const item of coffeeNav) await expect(nav.getByRole('link', { name: item.label })).toHaveAttribute('href', item.to);
    await expect(nav.getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
    const footer = within(canvas.getByRole('contentinfo'));
    for (const row of coffeeHours) await expect(footer.getByText(row.hours)).toBeVisible();
    await expect(footer.getByRole('link', { name: /Built by Lumen Web Studio/ })).toHaveAttribute('href', '/services');
  },
};
