import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoCards, packageExamplesCopy } from '../../src/content';
import { DemoCards } from '../../src/sections/DemoCards';

const meta = {
  component: DemoCards,
  args: { copy: packageExamplesCopy.demos, cards: demoCards },
} satisfies Meta<typeof DemoCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: 'View Demo' });
    await expect(links).toHaveLength(demoCards.length);
    for (const [index, card] of demoCards.entries()) {
      const link = links[index] as HTMLElement;
      await expect(link).toHaveAttribute('href', card.buttonLink);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleDescription(`${card.title} ${packageExamplesCopy.demos.newTabNote}`);

      const image = canvas.getByRole('img', { name: card.image.alt });
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', String(card.image.width));
      await expect(image).toHaveAttribute('height', String(card.image.height));
      await expect(canvas.getByRole('article', { name: card.title })).toBeInTheDocument();
      await expect(canvas.getByText(card.caption)).toBeVisible();
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // For reviewing at a phone's width; the visual suite captures this story's component at 375 px already.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(demoCards.length);
  },
};
