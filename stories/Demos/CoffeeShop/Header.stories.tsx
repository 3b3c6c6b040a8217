import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CoffeeBrand } from '../../../src/demos/coffee/brand';
import { CoffeeFooter } from '../../../src/demos/coffee/components/CoffeeFooter';
import { CoffeeHeader } from '../../../src/demos/coffee/components/CoffeeHeader';
import { coffeeNav, coffeePaths } from '../../../src/demos/coffee/data';
import { demoChrome } from '../demoStory';

const Chrome = demoChrome(<CoffeeHeader />, <CoffeeFooter />);

const meta = {
  title: 'Demos/Coffee Shop/Header and Footer',
  component: Chrome,
  decorators: [(Story) => <CoffeeBrand>{<Story />}</CoffeeBrand>],
  parameters: { route: coffeePaths.menu },
} satisfies Meta<typeof Chrome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnMenuPage: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    for (const item of coffeeNav) await expect(nav.getByRole('link', { name: item.label })).toHaveAttribute('href', item.to);
    await expect(nav.getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /Built by Lumen Web Studio/ })).toHaveAttribute('href', '/services');
  },
};
