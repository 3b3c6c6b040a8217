import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { comparisonColumns, comparisonRows, servicesCopy } from '../../src/content';
import { ComparisonTable } from '../../src/sections/ComparisonTable';

const copy = servicesCopy.comparison;

const meta = {
  component: ComparisonTable,
  args: { copy: servicesCopy.comparison, columns: comparisonColumns, rows: comparisonRows },
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: copy.caption });
    const columnHeaders = within(table).getAllByRole('columnheader');
    await expect(columnHeaders.map((th) => th.textContent)).toEqual([copy.featureHeader, ...comparisonColumns.map((c) => c.label)]);
    for (const th of columnHeaders) await expect(th).toHaveAttribute('scope', 'col');

    const rowHeaders = within(table).getAllByRole('rowheader');
    await expect(rowHeaders).toHaveLength(10);
    await expect(rowHeaders.map((th) => th.textContent)).toEqual(comparisonRows.map((row) => row.feature));

    // 10 features × 3 plans, each cell spelled out for screen readers.
    const bodyRows = within(table).getAllByRole('row').slice(1);
    await expect(bodyRows).toHaveLength(comparisonRows.length);
    for (const [index, row] of comparisonRows.entries()) {
      const cells = within(bodyRows[index] as HTMLElement).getAllByRole('cell');
      await expect(cells).toHaveLength(comparisonColumns.length);
      await expect(cells.map((cell) => cell.textContent)).toEqual(
        comparisonColumns.map((column) => (row[column.key] ? copy.included : copy.notIncluded)),
      );
    }
    const included = comparisonRows.flatMap((row) => comparisonColumns.map((c) => row[c.key])).filter(Boolean).length;
    await expect(within(table).getAllByText(copy.included)).toHaveLength(included);
    await expect(within(table).getAllByText(copy.notIncluded)).toHaveLength(10 * 3 - included);

    const region = canvas.getByRole('region', { name: copy.regionLabel });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

/** 414 px: all three plans fit beside the feature names. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // For reviewing at a phone's width; the visual suite captures this story's component at 375 px already.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: copy.regionLabel });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    for (const column of comparisonColumns) await expect(within(region).getByRole('columnheader', { name: column.label })).toBeVisible();
  },
};

/** 320 px: the table scrolls sideways inside a focusable region and the feature column stays put. */
export const SmallMobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: copy.regionLabel });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const firstRowHeader = within(region).getAllByRole('rowheader')[0] as HTMLElement;
    await expect(getComputedStyle(firstRowHeader).position).toBe('sticky');
    region.focus();
    await expect(region).toHaveFocus();
    region.scrollLeft = region.scrollWidth;
    await expect(firstRowHeader.getBoundingClientRect().left).toBeGreaterThanOrEqual(region.getBoundingClientRect().left);
  },
};
