import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { brandThemes } from '../theme/brands';
import { ISLAND_DEMAND_EVENT, demandIsland, islandMarker } from './ids';
import { Island, IslandCollector, type IslandRecord } from './Island';
import type { IslandComponent } from './registry';

// A stand-in with the FAQ's type: the marker and the collector never look inside the component.
const Faq = (({ email }: { email: string }) => <p>FAQ {email}</p>) as unknown as IslandComponent<'faq'>;
const faqProps = { copy: {}, email: 'hello@example.com', items: [] } as unknown as ComponentProps<IslandComponent<'faq'>>;

describe('<Island>', () => {
  it('renders its component in place outside the prerender (stories, the studio, the dev server)', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <Island name="faq" component={Faq} props={faqProps} />
      </ThemeProvider>,
    );
    expect(container.innerHTML).toBe('<p>FAQ hello@example.com</p>');
  });

  it('while prerendering: leaves a marker with its name, JSON props and brand, and hands the element over', () => {
    const collected = new Map<string, IslandRecord>();
    const { container } = render(
      <IslandCollector.Provider value={collected}>
        <ThemeProvider theme={brandThemes.coffee}>
          <Island name="faq" component={Faq} props={faqProps} />
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

  it('demandIsland asks the runtime for an island by name', () => {
    const listener = vi.fn((event: Event) => (event as CustomEvent<string>).detail);
    document.addEventListener(ISLAND_DEMAND_EVENT, listener);
    demandIsland('toaster');
    document.removeEventListener(ISLAND_DEMAND_EVENT, listener);
    expect(listener).toHaveReturnedWith('toaster');
  });
});

// Type-level checks (`tsc -p .` fails if a line below stops being an error): an island's name is a
// key of the registry, and its component and props are the ones the registry's `load` resolves to.
export const typeChecks = [
  <Island key="ok" name="faq" component={Faq} props={faqProps} />,
  // @ts-expect-error 'typo' is not an island of the registry
  <Island key="name" name="typo" component={Faq} props={faqProps} />,
  // @ts-expect-error the FAQ's island renders the FAQ, with the FAQ's props
  <Island key="props" name="faq" component={Faq} props={{ label: 'Add to Cart' }} />,
  // @ts-expect-error demandIsland takes an island's name too
  () => demandIsland('toasts'),
];
