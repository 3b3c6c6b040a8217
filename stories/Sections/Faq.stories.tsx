import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { contact, faqItems, servicesCopy } from '../../src/content';
import { Faq } from '../../src/sections/Faq';

const [first, second, third] = faqItems as [(typeof faqItems)[number], (typeof faqItems)[number], (typeof faqItems)[number]];

/** The <details> around a question's <summary>. */
const disclosureOf = (summary: HTMLElement) => summary.closest('details') as HTMLDetailsElement;

const meta = {
  component: Faq,
  args: { copy: servicesCopy.faq, email: contact.email, items: faqItems },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All closed; a click opens a question and a second click closes it. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const disclosures = canvasElement.querySelectorAll('details');
    await expect(disclosures).toHaveLength(6);
    for (const details of disclosures) await expect(details).not.toHaveAttribute('open');
    await expect(canvas.getByText(first.answer)).not.toBeVisible();

    const question = canvas.getByText(first.question);
    await expect(question.tagName).toBe('SUMMARY');
    await userEvent.click(question);
    await expect(disclosureOf(question)).toHaveAttribute('open');
    await expect(canvas.getByText(first.answer)).toBeVisible();

    await userEvent.click(question);
    await expect(disclosureOf(question)).not.toHaveAttribute('open');
    await expect(canvas.getByText(first.answer)).not.toBeVisible();
  },
};

/** The first question open. */
export const ItemOpen: Story = {
  args: { defaultOpen: [0] },
  play: async ({ canvas }) => {
    await expect(disclosureOf(canvas.getByText(first.question))).toHaveAttribute('open');
    await expect(canvas.getByText(first.answer)).toBeVisible();
    await expect(canvas.getByText(second.answer)).not.toBeVisible();
  },
};

/** Keyboard: Tab reaches each question; Enter toggles it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const question = canvas.getByText(second.question);
    question.focus();
    await expect(question).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(disclosureOf(question)).toHaveAttribute('open');
    await expect(canvas.getByText(second.answer)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(disclosureOf(question)).not.toHaveAttribute('open');
    await expect(canvas.getByText(second.answer)).not.toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByText(third.question)).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { defaultOpen: [1] },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(second.answer)).toBeVisible();
  },
};
