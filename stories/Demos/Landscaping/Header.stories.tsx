import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandscapingBrand } from '../../../src/demos/landscaping/brand';
import { LandscapingFooter } from '../../../src/demos/landscaping/components/LandscapingFooter';
import { LandscapingHeader } from '../../../src/demos/landscaping/components/LandscapingHeader';
import { landscapingNav, landscapingPaths } from '../../../src/demos/landscaping/data';
import { demoChrome } from '../demoStory';

const Chrome = demoChrome(<LandscapingHeader />, <LandscapingFooter />);

const meta = {
  title: 'Demos/Landscaping/Header and Footer',
  component: Chrome,
  decorators: [(Story) => <LandscapingBrand>{<Story />}</LandscapingBrand>],
  parameters: { route: landscapingPaths.services },
} satisfies Meta<typeof Chrome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnServicesPage: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    for (const item of landscapingNav) await expect(nav.getByRole('link', { name: item.label })).toHaveAttribute('href', item.to);
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvas.getByRole('banner')).getByRole('link', { name: 'Free Estimate' })).toHaveAttribute(
      'href',
      landscapingPaths.contact,
    );
    await expect(canvas.getByRole('link', { name: /Built by Lumen Web Studio/ })).toHaveAttribute('href', '/services');
  },
};
