import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router-dom';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { resetToasts } from '../src/lib/toast';
import { GlobalStyle } from '../src/theme';
import { brandNames, brandOf, brands } from './brands';
import { startMockWorker } from './msw';
import { viewports } from './viewports';

/** What the site's own `prefers-reduced-motion` rule does, forced on by the "Motion" toolbar. */
const ReducedMotion = createGlobalStyle`
  *, *::before, *::after {
    animation-duration: 0.01ms !important; animation-delay: 0s !important;
    transition-duration: 0.01ms !important; transition-delay: 0s !important; scroll-behavior: auto !important;
  }
`;

/**
 * The canvas's body is at least as tall as the viewport, and a story's first margin (a column's
 * top margin) collapsed through it, so the page was always that margin taller than the window: it
 * scrolled by 32 px, and a capture that sizes the viewport to the page never caught up with it.
 * A body that contains its children's margins is exactly as tall as the story.
 */
const CanvasBody = createGlobalStyle`
  body { display: flow-root; }
`;

/** Router (parameters.route picks the URL), the toolbar's brand theme and global styles. */
const withSite: Decorator = (Story, { parameters, globals }) => {
  const brand = brandOf(globals.brand);
  const BrandStyle = brand.globalStyle;
  return (
    <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/']}>
      <ThemeProvider theme={brand.theme}>
        <GlobalStyle />
        <CanvasBody />
        {BrandStyle && <BrandStyle />}
        {globals.motion === 'reduced' && <ReducedMotion />}
        <Story />
      </ThemeProvider>
    </MemoryRouter>
  );
};

const preview: Preview = {
  // Every component gets a docs page: its JSDoc description, a props table and its stories.
  tags: ['autodocs'],
  loaders: [mswLoader(startMockWorker)],
  // Toasts live in a module-level store (src/lib/toast): every story starts without an earlier one's.
  beforeEach: () => resetToasts(),
  globalTypes: {
    brand: {
      description: 'Theme the story is rendered in (a demo story sets it to its own brand)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandNames.map((value) => ({ value, title: brands[value].title })),
        dynamicTitle: true,
      },
    },
    motion: {
      description: 'Animations as a visitor with reduced motion sees them',
      toolbar: {
        title: 'Motion',
        icon: 'transfer',
        items: [
          { value: 'full', title: 'Full motion' },
          { value: 'reduced', title: 'Reduced motion' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'studio', motion: 'full' },
  parameters: {
    layout: 'fullscreen',
    // Every story is checked with axe; a violation fails its test. In the test run (Vitest's mode)
    // axe details one node per rule for what passed or needs review (all of them in the published
    // Storybook's panel): a third of the axe time on long pages went to describing passes no test reads.
    a11y: { test: 'error', ...(import.meta.env.MODE === 'test' && { options: { resultTypes: ['violations'] } }) },
    controls: { matchers: { color: /(background|color)$/i } },
    // The theme's breakpoints, plus Storybook's two phone sizes some stories pin (mobile1, mobile2).
    viewport: { options: { ...viewports, mobile1: MINIMAL_VIEWPORTS.mobile1, mobile2: MINIMAL_VIEWPORTS.mobile2 } },
    options: {
      storySort: { order: ['Introduction', 'Guides', 'Theme', 'Components', 'Sections', 'Pages', 'Demos', 'Features', 'Lib'] },
    },
  },
  decorators: [withSite],
};

export default preview;
