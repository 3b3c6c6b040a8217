import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LandscapingBrand } from '../../../src/demos/landscaping/brand';
import { ServiceList } from '../../../src/demos/landscaping/components/ServiceList';
import { services } from '../../../src/demos/landscaping/data';
import { frame } from '../demoStory';

const meta = {
  title: 'Demos/Landscaping/Service List',
  component: ServiceList,
  decorators: [(Story) => <LandscapingBrand>{frame(<Story />)}</LandscapingBrand>],
  args: { services, headingLevel: 2 },
} satisfies Meta<typeof ServiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All eight services with what each includes (the Services page). */
export const AllEight: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(services.map((s) => s.name));
    await expect(canvas.getByRole('list', { name: 'Irrigation Systems includes' })).toBeVisible();
  },
};

/** The first four, without the "includes" lists (the home page preview). */
export const CompactPreview: Story = {
  args: { services: services.slice(0, 4), compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.queryByRole('list', { name: /includes/ })).toBeNull();
  },
};
