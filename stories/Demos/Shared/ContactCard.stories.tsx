import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { coffeeCopy, coffeeHours } from '../../../src/demos/coffee/content';
import { businessHours, landscapingCopy } from '../../../src/demos/landscaping/content';
import { HoursList } from '../../../src/demos/shared/HoursList';
import { ContactCard, ContactList } from '../../../src/demos/shared/sections/ContactCard';
import { demoStory, demoDecorator } from '../demoStory';

const meta = {
  component: ContactCard,
  args: {
    id: 'visit-title',
    title: coffeeCopy.contact.visitTitle,
    tone: 'inverse',
    children: <ContactList details={coffeeCopy.contact.details} hours={coffeeHours} labelled onDark />,
  },
  decorators: [demoDecorator],
  ...demoStory('coffee', '520px'),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: args.title })).toBeVisible();
  },
} satisfies Meta<typeof ContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The café's visit card: address, opening hours, phone and e-mail with their labels. */
export const CoffeeVisit: Story = {
  play: async ({ canvas }) => {
    for (const detail of coffeeCopy.contact.details) await expect(canvas.getByText(detail.label)).toBeVisible();
    for (const row of coffeeHours) await expect(canvas.getByText(row.hours)).toBeVisible();
  },
};

/** Evergreen's business hours, ruled. */
export const LandscapingHours: Story = {
  args: {
    id: 'hours-title',
    title: landscapingCopy.contact.hoursTitle,
    icon: Clock,
    tone: 'alt',
    children: <HoursList rows={businessHours} ruled />,
  },
  ...demoStory('landscaping', '520px'),
  play: async ({ canvas }) => {
    const hours = within(canvas.getByRole('region', { name: 'Business Hours' }));
    for (const row of businessHours) await expect(hours.getByText(row.days)).toBeVisible();
  },
};

/** How to reach Evergreen: icons stand for the labels. */
export const LandscapingReach: Story = {
  args: {
    id: 'reach-title',
    title: landscapingCopy.contact.reachTitle,
    tone: 'alt',
    children: <ContactList details={landscapingCopy.contact.details} />,
  },
  ...demoStory('landscaping', '520px'),
  play: async ({ canvas }) => {
    for (const detail of landscapingCopy.contact.details) if (detail.text) await expect(canvas.getByText(detail.text)).toBeVisible();
  },
};
