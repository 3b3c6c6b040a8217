import { STORYBOOK_URL } from '../../config/site';

/** A story a review can show: a section or a page, as the published Storybook lists it. */
export interface StoryOption {
  id: string;
  /** "Hero — Home" for Sections/Hero, "Landscaping · Hero — Default" for Demos/Landscaping/Hero */
  label: string;
  group: string;
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: string;
}

const REVIEWABLE = /^(Sections|Pages|Demos)\//;

/** The sections and pages of the published Storybook's own index (index.json), grouped by component. */
export async function loadStoryOptions(base = STORYBOOK_URL, fetchImpl: typeof fetch = fetch): Promise<StoryOption[]> {
  const res = await fetchImpl(`${base}index.json`);
  if (!res.ok) throw new Error(`index.json: ${res.status}`);
  const { entries } = (await res.json()) as { entries: Record<string, IndexEntry> };
  return Object.values(entries)
    .filter((e) => e.type === 'story' && REVIEWABLE.test(e.title))
    .map((e) => ({ id: e.id, group: e.title, label: `${e.title.split('/').slice(1).join(' · ')} — ${e.name}` }));
}
