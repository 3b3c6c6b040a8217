import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PageMeta, Text } from '../../src/components';
import { pages } from '../../src/content';

const meta = {
  component: PageMeta,
  parameters: { layout: 'padded' },
  args: { ...pages.services },
  render: (args) => (
    <>
      <PageMeta {...args} />
      <Text>PageMeta renders nothing visible: it sets the document title and meta tags in the head.</Text>
    </>
  ),
} satisfies Meta<typeof PageMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(document.title).toBe(args.title));
    await expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', args.description);
    await expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/services$/);
  },
};

/** The 404 page: no canonical URL, and robots noindex. */
export const NoIndex: Story = {
  args: { title: pages.notFound.title, description: pages.notFound.description, path: undefined, noIndex: true },
  // Nothing it sets is painted.
  parameters: { visual: { sameAs: 'Default' } },
  play: async ({ args }) => {
    await waitFor(() => expect(document.title).toBe(args.title));
    await expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  },
};
