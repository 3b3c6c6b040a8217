import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { submissionInsertSuccess } from '../../mocks/supabase/submissions';
import GetStartedPage from '../../src/pages/GetStartedPage';
import { pages } from '../../src/content';
import { pagePaths } from '#contract/routes.ts';

const meta = {
  component: GetStartedPage,
  parameters: {
    route: pagePaths.getStarted,
    msw: { handlers: [submissionInsertSuccess()] },
    visual: { widths: ['mobile'], outlines: ['desktop'] },
  },
} satisfies Meta<typeof GetStartedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Schedule a Consultation' })).toBeVisible();
    await expect(canvas.getByLabelText(/Service Selection/)).toHaveValue('');
    await expect(document.title).toBe(pages.getStarted.title);
  },
};

export const PlanFromQuery: Story = {
  name: 'Plan preselected from ?plan=',
  parameters: { route: `${pagePaths.getStarted}?plan=standard-monthly` },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Service Selection/)).toHaveValue('standard-monthly');
  },
};

export const UnknownPlanIgnored: Story = {
  name: 'Unknown ?plan= is ignored',
  parameters: { route: `${pagePaths.getStarted}?plan=platinum`, visual: { sameAs: 'Default' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Service Selection/)).toHaveValue('');
  },
};
