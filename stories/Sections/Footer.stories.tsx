import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contact, footerQuickLinks, footerServices } from '../../src/content';
import { Footer } from '../../src/sections/Footer';

const meta = {
  component: Footer,
  args: { quickLinks: footerQuickLinks, services: footerServices },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    const quickLinks = canvas.getByRole('navigation', { name: 'Quick Links' });
    for (const link of footerQuickLinks) {
      await expect(within(quickLinks).getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    // The services list is text, not links, and nothing about it says "click me".
    for (const service of footerServices) {
      const item = canvas.getByText(service);
      await expect(item.tagName).toBe('LI');
      await expect(item.closest('a')).toBeNull();
      await expect(getComputedStyle(item).cursor).toBe('default');
    }
    // The address may wrap after its @ and before its dots (<wbr>): its text is still the address.
    const mail = canvas.getByRole('link', { name: (name) => name.replace(/\s/g, '') === contact.email });
    await expect(mail).toHaveAttribute('href', `mailto:${contact.email}`);
    await expect(mail).toHaveTextContent(contact.email);
    await expect(canvas.getByRole('link', { name: contact.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // For reviewing at a phone's width; the visual suite captures this story's component at 375 px already.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  },
};
