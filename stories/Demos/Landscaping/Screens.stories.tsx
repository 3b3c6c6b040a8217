import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LANDSCAPING_HOURS } from '../../../src/content/constants';
import LandscapingDemo from '../../../src/demos/landscaping';
import { landscapingMeta, landscapingPaths, services } from '../../../src/demos/landscaping/content';
import { type Canvas, expectCreditAndOneH1, siteScreens, demoGlobals } from '../demoStory';

/** The whole site with its nested routes; `parameters.route` picks the page. */
const meta = {
  ...siteScreens(landscapingPaths.home, LandscapingDemo),
  globals: demoGlobals('landscaping'),
  parameters: { route: landscapingPaths.home, visual: { widths: ['mobile'], outlines: ['desktop'] } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectChrome(canvas: Canvas, currentLabel?: string) {
  const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
  if (currentLabel) await expect(nav.getByRole('link', { name: currentLabel })).toHaveAttribute('aria-current', 'page');
  await expect(within(canvas.getByRole('banner')).getByRole('link', { name: 'Free Estimate' })).toHaveAttribute(
    'href',
    landscapingPaths.contact,
  );
  await expectCreditAndOneH1(canvas);
}

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Beautiful Yards/ })).toBeVisible();
    await expectChrome(canvas, 'Home');
    await expect(canvas.getByRole('link', { name: `See All ${services.length} Services` })).toHaveAttribute(
      'href',
      landscapingPaths.services,
    );
  },
};

export const About: Story = {
  parameters: { route: landscapingPaths.about },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Rooted in/ })).toBeVisible();
    await expectChrome(canvas, 'About');
  },
};

export const Services: Story = {
  parameters: { route: landscapingPaths.services },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expectChrome(canvas, 'Services');
    await expect(canvas.getByRole('main').querySelectorAll('h2')).toHaveLength(services.length + 1);
    for (const service of services) await expect(canvas.getByRole('heading', { level: 2, name: service.name })).toBeVisible();
  },
};

export const Contact: Story = {
  parameters: { route: landscapingPaths.contact },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Request a Free Estimate' })).toBeVisible();
    await expectChrome(canvas, 'Contact');
    const hours = within(canvas.getByRole('region', { name: 'Business Hours' }));
    for (const row of LANDSCAPING_HOURS) await expect(hours.getByText(row.hours)).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: `${landscapingPaths.home}/no-such-page` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This Page Has Gone to Seed' })).toBeVisible();
    await expectChrome(canvas);
    await expect(document.title).toBe(landscapingMeta.notFound.title);
  },
};
