import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { Checkbox, Field, Input, Select } from '../../src/components';
import { brandThemes, type BrandId } from '../../src/theme/brands';
import { contrastRatio } from '../Foundations/contrast';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 28rem;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The field controls as a brand draws them: a text field, a select waiting on its placeholder, one with a value, a checkbox. */
function FormControls() {
  const [service, setService] = useState('');
  const [chosen, setChosen] = useState('monthly');
  const [checked, setChecked] = useState(false);
  return (
    <Panel>
      <Field label="Full Name" required>
        {(control) => <Input {...control} name="name" />}
      </Field>
      <Field label="Service Selection" required>
        {(control) => (
          <Select {...control} name="service" value={service} onChange={(event) => setService(event.target.value)}>
            <option value="" disabled>
              Select a service
            </option>
            <option value="one-time">One-Time Design</option>
          </Select>
        )}
      </Field>
      <Field label="Plan">
        {(control) => (
          <Select {...control} name="plan" value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="monthly">Monthly Packages</option>
          </Select>
        )}
      </Field>
      <Checkbox label="Do you want E-Commerce integration?" name="store" checked={checked} onChange={setChecked} />
    </Panel>
  );
}

const meta = {
  title: 'Primitives/FormControls',
  component: FormControls,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's computed colour of a theme colour (hex → rgb()), to compare with getComputedStyle. */
const rgb = (hex: string) => {
  const probe = document.createElement('span');
  probe.style.color = hex;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
};

const inBrand = (brand: BrandId): Story => ({
  globals: { brand },
  play: async ({ canvas }) => {
    const theme = brandThemes[brand];
    // A placeholder reads as one: muted while it is the value; a chosen value reads as text.
    const placeholder = canvas.getByLabelText(/Service Selection/);
    await expect(getComputedStyle(placeholder).color).toBe(rgb(theme.colors.textMuted));
    await expect(getComputedStyle(canvas.getByLabelText(/^Plan/)).color).toBe(rgb(theme.colors.heading));
    fireEvent.change(placeholder, { target: { value: 'one-time' } });
    await expect(getComputedStyle(placeholder).color).toBe(rgb(theme.colors.heading));
    // The checkbox is drawn in the brand's colours, not the browser's.
    const box = canvas.getByRole('checkbox', { name: 'Do you want E-Commerce integration?' });
    await expect(getComputedStyle(box).appearance).toBe('none');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await waitFor(() => expect(getComputedStyle(box).backgroundColor).toBe(rgb(theme.colors.primary)));
    // Focus: the same 3 px ring as every control (not a 1 px border change), ≥ 3:1 against the surface.
    // (The checkbox's ring under a real keyboard is checked by the e2e Tab walk on /get-started.)
    const field = canvas.getByLabelText(/Full Name/);
    field.focus();
    const style = getComputedStyle(field);
    await expect(style.outlineStyle).toBe('solid');
    await expect(style.outlineWidth).toBe('3px');
    await expect(contrastRatio(style.outlineColor, theme.colors.surface)).toBeGreaterThanOrEqual(3);
  },
});

export const Studio: Story = inBrand('studio');
export const Coffee: Story = inBrand('coffee');
export const Landscaping: Story = inBrand('landscaping');
export const HomeGoods: Story = inBrand('homegoods');
