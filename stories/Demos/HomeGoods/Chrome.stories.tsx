import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { homegoodsBusiness, homegoodsCopy, homegoodsNav, homegoodsPaths, placeholderLinks } from '../../../src/demos/homegoods/content';
import { Footer } from '../../../src/demos/homegoods/sections/Footer';
import { Header } from '../../../src/demos/homegoods/sections/Header';
import { demoChrome, inBrand, demoGlobals } from '../demoStory';

const { name, tagline } = homegoodsBusiness;
const Chrome = demoChrome(
  <Header name={name} tagline={tagline} nav={homegoodsNav} salePath={homegoodsPaths.sale} copy={homegoodsCopy.header} />,
  <Footer name={name} copy={homegoodsCopy.footer} />,
);

const meta = {
  component: Chrome,
  decorators: [(Story) => inBrand('homegoods', <Story />)],
  globals: demoGlobals('homegoods'),
  parameters: { route: homegoodsPaths.sale },
} satisfies Meta<typeof Chrome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the sale page; the newsletter field is labelled and does nothing; placeholder links are not links. */
export const OnSalePage: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Sale' })).toHaveAttribute('aria-current', 'page');
    const email = within(canvas.getByRole('banner')).getByRole('textbox', { name: homegoodsCopy.header.newsletterLabel });
    await userEvent.type(email, 'reader@example.com{Enter}');
    await expect(email).toHaveValue('reader@example.com');
    await expect(email).toHaveAccessibleDescription(homegoodsCopy.header.newsletterNote);
    const footer = within(canvas.getByRole('contentinfo'));
    for (const label of placeholderLinks) await expect(footer.queryByRole('link', { name: new RegExp(label) })).toBeNull();
  },
};
