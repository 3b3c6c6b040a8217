import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { NAV_SCROLL_THRESHOLD_PX, getStartedLink, mainNav, servicesCopy } from '../../src/content';
import { Hero } from '../../src/sections/Hero';
import { NavBar } from '../../src/sections/NavBar';
import { pagePaths } from '#contract/routes.ts';

/**
 * Page content under the fixed bar: the real hero, then enough height to scroll past the
 * threshold. A fixed height, not vh: the visual suite makes the viewport as tall as the page, and a
 * vh filler grew with it to a 15,500 px capture.
 */
const Filler = styled.div`
  height: 1200px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const meta = {
  component: NavBar,
  args: { links: mainNav, cta: getStartedLink, scrollThreshold: NAV_SCROLL_THRESHOLD_PX },
  decorators: [
    (Story) => (
      <>
        <Story />
        <main>
          <Hero {...servicesCopy.hero} />
          <Filler />
        </main>
      </>
    ),
  ],
  // Every story starts (and leaves the page) scrolled to the top.
  beforeEach: () => {
    window.scrollTo(0, 0);
    return () => window.scrollTo(0, 0);
  },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the page: transparent over the hero. */
export const Transparent: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(getComputedStyle(header).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

/** Past the threshold: translucent with a shadow. */
export const Scrolled: Story = {
  // The visual suite makes the viewport as tall as the page, which would scroll back to the top.
  parameters: { visual: { scrollY: NAV_SCROLL_THRESHOLD_PX + 100 } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    window.scrollTo(0, NAV_SCROLL_THRESHOLD_PX + 100);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
    await waitFor(() => expect(getComputedStyle(header).boxShadow).not.toBe('none'));
  },
};

/** The current route's link is marked for assistive tech and underlined. */
export const ActiveLink: Story = {
  // At 375 px the links are in the closed menu: that capture was Transparent's.
  parameters: { route: pagePaths.services, visual: { widths: ['desktop'] } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** Small screens: the menu opened. */
export const MobileMenuOpen: Story = {
  args: { defaultMenuOpen: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('navigation', { name: 'Mobile' });
    for (const item of mainNav) await expect(within(menu).getByRole('link', { name: item.label })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The toggle opens the menu; Escape closes it and gives focus back to the toggle. */
export const MobileMenuKeyboard: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Choosing a link closes the menu and moves the highlight. */
export const MobileMenuLinkCloses: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = canvas.getByRole('navigation', { name: 'Mobile' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Services' }));
    await expect(canvas.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(within(canvas.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
