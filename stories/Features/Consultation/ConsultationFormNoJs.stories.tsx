import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { submissionInsertSuccess } from '../../../mocks/supabase/submissions';
import {
  ConsultationForm,
  OUTCOME_MESSAGES,
  ServerFormStateProvider,
  type ConsultationValues,
  type ServerOutcome,
} from '../../../src/features/consultation';
import { ConsultationFrame } from './ConsultationFrame';

const sent: ConsultationValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '555-0142 ext 3',
  businessName: 'Analytical Engines Ltd',
  service: 'standard-monthly',
  storeIntegration: true,
  message: 'We need a new site for our workshop.',
  website: '',
};

/**
 * The form as server/form renders it again after a post without JavaScript (or before the page's
 * script ran): the values that were sent and why they were not stored — 422 invalid, 429 rate
 * limited, 503/500 not stored. The page embeds the same state for hydration.
 */
const meta = {
  component: ConsultationForm,
  decorators: [
    (Story, { parameters }) => (
      <ConsultationFrame>
        <ServerFormStateProvider
          value={{
            outcome: parameters.outcome as ServerOutcome,
            values: { ...sent, ...(parameters.values as Partial<ConsultationValues>) },
          }}
        >
          <Story />
        </ServerFormStateProvider>
      </ConsultationFrame>
    ),
  ],
  parameters: { msw: { handlers: [submissionInsertSuccess()] } },
} satisfies Meta<typeof ConsultationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 422: the "Please Check Your Request" alert above the form, each problem at its field, the values kept. */
export const CheckYourRequest: Story = {
  parameters: { outcome: 'invalid', values: { email: 'ada@example', message: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(OUTCOME_MESSAGES.invalid.title);
    await expect(canvas.getByLabelText(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/Email Address/)).toHaveValue('ada@example');
    await expect(canvas.getByLabelText(/Message \/ Project Details/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/Full Name/)).toHaveValue(sent.name);
    await expect(canvas.getByLabelText(/Phone Number/)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** 429: too many requests from this address; everything sent is still in the form. */
export const RateLimited: Story = {
  parameters: { outcome: 'rate-limited' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(OUTCOME_MESSAGES['rate-limited'].description);
    await expect(canvas.getByLabelText(/Full Name/)).toHaveValue(sent.name);
    await expect(canvas.getByLabelText('Do you want E-Commerce integration?')).toBeChecked();
  },
};

/** 503/500: the database could not store it; the visitor can send the same request again. */
export const NotStored: Story = {
  parameters: { outcome: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(OUTCOME_MESSAGES.failed.description);
    await expect(canvas.getByLabelText(/Message \/ Project Details/)).toHaveValue(sent.message);
  },
};
