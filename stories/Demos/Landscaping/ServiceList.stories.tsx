import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { landscapingCopy, services } from '../../../src/demos/landscaping/content';
import { ServiceList } from '../../../src/demos/landscaping/sections/ServiceList';
import { ServicesPreview } from '../../../src/demos/landscaping/sections/ServicesPreview';
import { demoDecorator, demoStory } from '../demoStory';

const meta = {
  component: ServiceList,
  args: { services },
  decorators: [demoDecorator],
  ...demoStory('landscaping', true),
} satisfies Meta<typeof ServiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All eight services with what each includes (the services page). */
export const Full: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    for (const service of services) {
      await expect(canvas.getByRole('heading', { level: 2, name: service.name })).toBeVisible();
      await expect(canvas.getByRole('list', { name: `${service.name} includes` })).toBeVisible();
    }
  },
};

/** The home page's section: four compact cards and a link to all services. */
export const Preview: Story = {
  render: () => <ServicesPreview copy={landscapingCopy.servicesPreview} services={services.slice(0, 4)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.queryByRole('list', { name: /includes/ })).toBeNull();
    const link = landscapingCopy.servicesPreview.link;
    await expect(canvas.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
  },
};
