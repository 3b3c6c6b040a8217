import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { consultationHref, findPlan, servicesCopy } from '../../src/content';
import { PackageCard } from '../../src/sections/PackageCard';
import { wrappedIn } from '../wrappedIn';

const Frame = styled.div`
  max-width: 24rem;
  margin: 0 auto;
  padding: 2.5rem 1rem;
`;

const meta = {
  component: PackageCard,
  args: { plan: findPlan('one-time'), copy: servicesCopy.packages, href: consultationHref('one-time') },
  argTypes: { plan: { control: false } },
  decorators: [wrappedIn(Frame)],
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: args.plan.title });
    await expect(within(card).queryByText(servicesCopy.packages.popularLabel)).toBeNull();
    await expect(within(card).getByText(args.plan.price)).toBeVisible();
    await expect(within(card).getByText(args.plan.period)).toBeVisible();
    for (const feature of args.plan.features) await expect(within(card).getByText(feature)).toBeVisible();
    for (const tag of args.plan.tags) await expect(within(card).getByText(tag.text)).toBeVisible();
    const link = within(card).getByRole('link', { name: servicesCopy.packages.buttonLabel });
    await expect(link).toHaveAttribute('href', '/get-started?plan=one-time');
    await expect(link).toHaveAccessibleDescription(args.plan.title);
  },
};

export const Popular: Story = {
  args: { plan: findPlan('standard-monthly'), href: consultationHref('standard-monthly') },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: args.plan.title });
    await expect(within(card).getByText(servicesCopy.packages.popularLabel)).toBeVisible();
    const link = within(card).getByRole('link', { name: servicesCopy.packages.buttonLabel });
    await expect(link).toHaveAttribute('href', '/get-started?plan=standard-monthly');
    await expect(link).toHaveAttribute('href', consultationHref(args.plan.planId));
    await expect(link).toHaveAccessibleDescription(args.plan.title);
  },
};

export const Advanced: Story = {
  args: { plan: findPlan('advanced-monthly'), href: consultationHref('advanced-monthly') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: servicesCopy.packages.buttonLabel })).toHaveAttribute(
      'href',
      '/get-started?plan=advanced-monthly',
    );
  },
};
