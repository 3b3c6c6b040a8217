import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { Button, ButtonAnchor, ButtonLink, Icon } from '../../src/components';
import type { ButtonSize, ButtonVariant } from '../../src/components';

const meta = {
  component: Button,
  parameters: { layout: 'padded' },
  args: { children: 'Get Started', onClick: fn(), variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'inverse'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Sending...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(3, max-content);
  align-items: center;
  padding: 1rem;
`;

const InverseBand = styled.div`
  background: ${({ theme }) => theme.colors.inverse};
  padding: 1rem;
  border-radius: 12px;
`;

const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

/** Every variant in every size, as designers review them. */
export const AllVariantsAndSizes: Story = {
  render: () => (
    <>
      <Grid>
        {variants.flatMap((variant) =>
          sizes.map((size) => (
            <Button key={`${variant}-${size}`} variant={variant} size={size}>
              {variant} {size}
            </Button>
          )),
        )}
      </Grid>
      <InverseBand>
        <Grid>
          {sizes.map((size) => (
            <Button key={size} variant="inverse" size={size}>
              inverse {size}
            </Button>
          ))}
        </Grid>
      </InverseBand>
    </>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        View Pricing <Icon icon={ArrowRight} size={18} />
      </>
    ),
  },
};

export const AsRouterLink: Story = {
  render: () => <ButtonLink to="/services">View Pricing</ButtonLink>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/services');
  },
};

export const AsNewTabAnchor: Story = {
  render: () => (
    <ButtonAnchor href="/demo/one-time" target="_blank">
      View Demo
    </ButtonAnchor>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View Demo' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
