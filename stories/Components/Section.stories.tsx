import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container, Section, SectionHeader } from '../../src/components';

const meta = {
  component: Section,
  args: { tone: 'default', compact: false },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'alt', 'inverse', 'brand'] } },
  render: (args) => (
    <Section {...args} aria-labelledby="section-demo-title">
      <Container>
        <SectionHeader
          id="section-demo-title"
          eyebrow={`Tone: ${args.tone ?? 'default'}`}
          title="A band of the page"
          lead="Sections alternate tones to give the page rhythm; headings and text adapt to dark tones."
        />
      </Container>
    </Section>
  ),
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'A band of the page' })).toBeInTheDocument();
  },
};
export const Alt: Story = { args: { tone: 'alt' } };
export const Inverse: Story = { args: { tone: 'inverse' } };
export const Brand: Story = { args: { tone: 'brand' } };
export const Compact: Story = { args: { compact: true } };
