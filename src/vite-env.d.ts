/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_CONTACT_PHONE?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_STORYBOOK_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A self-hosted web font in two files (scripts/fonts/vitePlugin.ts): its core subset and the whole latin file. */
interface SubsetFont {
  readonly core: string;
  readonly full: string;
  /** The weights the site draws the font at, as an @font-face font-weight ('400' or '400 800'). */
  readonly weight: string;
  /** The characters the core file serves (ASCII and the copy's punctuation) and those the full file serves. */
  readonly coreRange: string;
  readonly restRange: string;
}

declare module '*&subset' {
  const font: SubsetFont;
  export default font;
}
