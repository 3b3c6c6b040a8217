import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { landscapingPaths } from '../../../src/demos/landscaping/content';
import { LandscapingLayout } from '../../../src/demos/landscaping';
import { inBrand, demoGlobals } from '../demoStory';
import { Route, Routes } from 'react-router-dom';

function Chrome() {
  return (
    <Routes>
      <Route path={`${landscapingPaths.home}/*`} element={<LandscapingLayout />}>
        <Route path="*" element={<h1 className="visually-hidden">Header and footer</h1>} />
      </Route>
    </Routes>
  );
}

const meta = {
  component: Chrome,
  decorators: [(Story) => inBrand('landscaping', <Story />)],
  globals: demoGlobals('landscaping'),
  parameters: { route: landscapingPaths.services },
} satisfies Meta<typeof Chrome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the services page: phone and hours strip, "Services" current, Free Estimate; footer with hours and credit. */
export const OnServicesPage: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvas.getByRole('banner')).getByRole('link', { name: 'Free Estimate' })).toHaveAttribute(
      'href',
      landscapingPaths.contact,
    );
    await expect(within(canvas.getByRole('contentinfo')).getByRole('link', { name: /Built by Lumen Web Studio/ })).toHaveAttribute(
      'href',
      '/services',
    );
  },
};
