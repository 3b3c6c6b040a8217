import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { brandThemes } from '../theme/brands';
import { defineIsland, islandTable } from './define';
import { ISLAND_DEMAND_EVENT, demandIsland, islandMarker } from './ids';
import { Island, IslandCollector, type IslandRecord } from './Island';

// A component and its island, as a `*.island.ts` file defines one (the marker never looks inside the component).
const Faq = ({ email }: { email: string; items: string[] }) => <p>FAQ {email}</p>;
const faqIsland = defineIsland({ name: 'faq', when: 'visible', load: async () => Faq });
const faqProps = { email: 'hello@example.com', items: [] };

describe('<Island>', () => {
  it('renders its component in place outside the prerender (stories, the studio, the dev server)', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <Island island={faqIsland} component={Faq} props={faqProps} />
      </ThemeProvider>,
    );
    expect(container.innerHTML).toBe('<p>FAQ hello@example.com</p>');
  });

  it('while prerendering: leaves a marker with its name, JSON props and brand, and hands the element over', () => {
    const collected = new Map<string, IslandRecord>();
    const { container } = render(
      <IslandCollector.Provider value={collected}>
        <ThemeProvider theme={brandThemes.coffee}>
          <Island island={faqIsland} component={Faq} props={faqProps} />
        </ThemeProvider>
      </IslandCollector.Provider>,
    );
    const [key, record] = [...collected][0] ?? [];
    expect(record?.name).toBe('faq');
    expect(record?.theme).toBe(brandThemes.coffee);
    const marker = container.querySelector('[data-island]');
    expect(marker?.getAttribute('data-island')).toBe('faq');
    expect(marker?.getAttribute('data-brand')).toBe('coffee');
    expect(JSON.parse(marker?.getAttribute('data-props') ?? '')).toEqual(faqProps);
    expect(marker?.innerHTML).toBe(islandMarker(key ?? ''));
  });

  it('the table of every island: by name; a file without a definition or a name used twice fails', () => {
    expect(islandTable({ './Faq.island.ts': faqIsland })).toEqual({ faq: faqIsland });
    expect(() => islandTable({ './Faq.island.ts': undefined })).toThrow(/Faq\.island\.ts: export default defineIsland/);
    expect(() => islandTable({ './a.island.ts': faqIsland, './b.island.ts': faqIsland })).toThrow(
      /b\.island\.ts: another island is named "faq"/,
    );
  });

  it('demandIsland asks the runtime for an island by name', () => {
    const listener = vi.fn((event: Event) => (event as CustomEvent<string>).detail);
    document.addEventListener(ISLAND_DEMAND_EVENT, listener);
    demandIsland('toaster');
    document.removeEventListener(ISLAND_DEMAND_EVENT, listener);
    expect(listener).toHaveReturnedWith('toaster');
  });
});

// Type-level checks (`tsc -b` fails if a line below stops being an error): an island is a definition,
// and its component and props are the ones its `load` resolves to.
const Other = ({ label }: { label: string }) => <button type="button">{label}</button>;
export const typeChecks = [
  <Island key="ok" island={faqIsland} component={Faq} props={faqProps} />,
  // @ts-expect-error an island is a definition (defineIsland), not a name
  <Island key="name" island="faq" component={Faq} props={faqProps} />,
  // @ts-expect-error the FAQ's island renders the FAQ
  <Island key="component" island={faqIsland} component={Other} props={faqProps} />,
  // @ts-expect-error with the FAQ's props
  <Island key="props" island={faqIsland} component={Faq} props={{ label: 'Add to Cart' }} />,
  // @ts-expect-error its module is loaded lazily: load returns a promise of the component
  defineIsland({ name: 'other', when: 'load', load: () => Other }),
];
