import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { LANDSCAPING_HOURS } from '../../../src/content/constants';
import { LandscapingBrand } from '../../../src/demos/landscaping/brand';
import { BusinessHours } from '../../../src/demos/landscaping/components/BusinessHours';
import { frame } from '../demoStory';

const Band = styled.div<{ $dark: boolean }>`
  padding: 1.5rem;
  background: ${({ $dark, theme }) => ($dark ? theme.colors.inverse : theme.colors.surfaceAlt)};
  color: ${({ $dark, theme }) => ($dark ? theme.colors.onInverseMuted : theme.colors.text)};
`;

const meta = {
  title: 'Demos/Landscaping/Business Hours',
  component: BusinessHours,
  decorators: [
    (Story, { args }) => (
      <LandscapingBrand>
        {frame(
          <Band $dark={args.tone === 'dark'}>
            <Story />
          </Band>,
          '480px',
        )}
      </LandscapingBrand>
    ),
  ],
  play: async ({ canvas }) => {
    for (const row of LANDSCAPING_HOURS) {
      await expect(canvas.getByText(row.days)).toBeVisible();
      await expect(canvas.getByText(row.hours)).toBeVisible();
    }
    await expect(canvas.getByText('Monday – Friday')).toBeVisible();
    await expect(canvas.getByText('8:00 AM – 5:00 PM')).toBeVisible();
    await expect(canvas.getByText('9:00 AM – 1:00 PM (by appointment)')).toBeVisible();
    await expect(canvas.getByText('Closed')).toBeVisible();
  },
} satisfies Meta<typeof BusinessHours>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { args: { tone: 'light' } };
export const Dark: Story = { args: { tone: 'dark' } };
