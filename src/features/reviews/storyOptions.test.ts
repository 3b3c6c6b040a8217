import { describe, expect, it } from 'vitest';
import { loadStoryOptions } from './storyOptions';

const index = {
  v: 5,
  entries: {
    'sections-hero--home': { id: 'sections-hero--home', title: 'Sections/Hero', name: 'Home', type: 'story' },
    'demos-landscaping-hero--default': {
      id: 'demos-landscaping-hero--default',
      title: 'Demos/Landscaping/Hero',
      name: 'Default',
      type: 'story',
    },
    'sections-hero--docs': { id: 'sections-hero--docs', title: 'Sections/Hero', name: 'Docs', type: 'docs' },
    'components-button--primary': { id: 'components-button--primary', title: 'Components/Button', name: 'Primary', type: 'story' },
  },
};

describe("the review form's section list", () => {
  it('lists the Storybook index’s section, page and demo stories (no docs, no primitives), telling same-named ones apart', async () => {
    const fetchIndex = (async (url: string) => {
      expect(url).toBe('/storybook/index.json');
      return new Response(JSON.stringify(index));
    }) as typeof fetch;
    expect(await loadStoryOptions('/storybook/', fetchIndex)).toEqual([
      { id: 'sections-hero--home', group: 'Sections/Hero', label: 'Hero — Home' },
      { id: 'demos-landscaping-hero--default', group: 'Demos/Landscaping/Hero', label: 'Landscaping · Hero — Default' },
    ]);
  });

  it('says so when the index cannot be loaded', async () => {
    const missing = (async () => new Response('not found', { status: 404 })) as typeof fetch;
    await expect(loadStoryOptions('/storybook/', missing)).rejects.toThrow(/index.json: 404/);
  });
});
