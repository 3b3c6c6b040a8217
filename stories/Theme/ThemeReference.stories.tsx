import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandOf } from '../../.storybook/brands';
import { controlSurfaces } from '../../src/theme';
import { contrastRatio } from './contrast';
import { contrastPairs, ThemeReference } from './ThemeReference';

/**
 * Each brand's foundations, computed from its theme object: change a token and this page, its
 * contrast verdicts and its visual baseline change with it.
 */
const meta = {
  component: ThemeReference,
  tags: ['!autodocs'],
  // A reference page, not a responsive layout: one desktop-width screenshot per brand.
  parameters: { visual: { widths: ['desktop'] } },
  play: async ({ args, canvas }) => {
    const { theme } = brandOf(args.brand);
    await expect(canvas.getByRole('list', { name: 'Colour roles' }).children).toHaveLength(Object.keys(theme.colors).length);
    // The body text pairs every page relies on meet WCAG AA in every brand.
    for (const { fg, bg, min } of contrastPairs.slice(0, 3)) {
      await expect(contrastRatio(theme.colors[fg], theme.colors[bg]) ?? 0).toBeGreaterThanOrEqual(min);
    }
    // A swatch is measured against its real pair: the primary button's label against primary.
    const swatches = canvas.getByRole('list', { name: 'Colour roles' });
    const onPrimary = [...swatches.children].find((item) => item.querySelector('strong')?.textContent === 'onPrimary');
    await expect(onPrimary).toHaveTextContent(/vs primary · AA/);
    // Only real pairs are measured, and every one of them passes: no row or swatch reads "fail".
    await expect(canvas.queryAllByText(/fail/)).toEqual([]);
    const edges = canvas.getAllByRole('row').filter((row) => row.textContent?.includes('controlBorder on'));
    await expect(edges).toHaveLength(controlSurfaces.length);
    for (const row of edges) await expect(row).toHaveTextContent(/AA \(non-text ≥ 3:1\)/);
  },
} satisfies Meta<typeof ThemeReference>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Studio: Story = { args: { brand: 'studio' } };
export const Coffee: Story = { args: { brand: 'coffee' } };
export const Landscaping: Story = { args: { brand: 'landscaping' } };
export const Homegoods: Story = { name: 'Home goods', args: { brand: 'homegoods' } };
