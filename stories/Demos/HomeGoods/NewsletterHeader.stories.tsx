import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomegoodsBrand } from '../../../src/demos/homegoods/brand';
import { HomegoodsFooter } from '../../../src/demos/homegoods/components/HomegoodsFooter';
import { NewsletterHeader } from '../../../src/demos/homegoods/components/NewsletterHeader';
import { homegoodsNav, homegoodsPaths, placeholderLinks } from '../../../src/demos/homegoods/data';
import { demoChrome } from '../demoStory';

const Chrome = demoChrome(<NewsletterHeader />, <HomegoodsFooter />);

const meta = {
  title: 'Demos/Home Goods/Newsletter Header',
  component: Chrome,
  decorators: [(Story) => <HomegoodsBrand>{<Story />}</HomegoodsBrand>],
  parameters: { route: homegoodsPaths.sale },
} satisfies Meta<typeof Chrome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newsletter field is labelled and described, and typing or pressing Enter does nothing. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner'));
    const email = header.getByRole('textbox', { name: 'Newsletter' });
    await expect(email).toHaveAccessibleDescription(/Sign-ups open soon/);
    await expect(email.closest('form')).toBeNull();
    await userEvent.type(email, 'reader@example.com{Enter}');
    await expect(email).toHaveValue('reader@example.com');
    const nav = within(header.getByRole('navigation', { name: 'Main' }));
    for (const item of homegoodsNav) await expect(nav.getByRole('link', { name: item.label })).toHaveAttribute('href', item.to);
    await expect(nav.getByRole('link', { name: 'Sale' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Footer placeholders (Journal…) are plain text marked "coming soon", not dead links. */
export const FooterPlaceholders: Story = {
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole('contentinfo'));
    for (const label of placeholderLinks) {
      await expect(footer.getByText(label)).toBeVisible();
      await expect(footer.queryByRole('link', { name: new RegExp(label) })).toBeNull();
    }
    await expect(footer.getByRole('link', { name: /Built by Lumen Web Studio/ })).toHaveAttribute('href', '/services');
  },
};
