/**
 * The Storybook's own frame (sidebar, toolbar, panels) in the studio's look: its mark and name,
 * its indigo and teal, its fonts' stand-ins, and the studio's name in the browser tab.
 */
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming/create';
import { STUDIO_NAME } from '../src/config/site';
import { mark, palette } from '../src/theme/tokens';

/** The studio's mark (src/sections/NavBar/Logo.tsx) beside its name, as one image for the sidebar's head. */
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="34" viewBox="0 0 220 34">
<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${mark.from}"/><stop offset="1" stop-color="${mark.to}"/>
</linearGradient></defs>
<rect width="34" height="34" rx="9" fill="url(#m)"/>
<path d="M11 8v18h13" fill="none" stroke="${mark.ray}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="23" cy="11" r="3" fill="${mark.spark}"/>
<text x="44" y="23" font-family="'Segoe UI', Helvetica, Arial, sans-serif" font-size="17" font-weight="800"
 fill="${palette.ink}">${STUDIO_NAME}</text>
</svg>`;

const TAB_TITLE = `${STUDIO_NAME} · Design workspace`;

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: TAB_TITLE,
    brandUrl: './',
    brandImage: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(logo)}`,
    brandTarget: '_self',
    colorPrimary: palette.brand,
    colorSecondary: palette.brand,
    appBg: palette.snow,
    appContentBg: palette.white,
    appPreviewBg: palette.white,
    appBorderColor: palette.line,
    appBorderRadius: 10,
    textColor: palette.ink2,
    textMutedColor: palette.slate,
    barTextColor: palette.slate,
    barSelectedColor: palette.brand,
    barHoverColor: palette.brandStrong,
    barBg: palette.white,
    inputBg: palette.white,
    inputBorder: palette.edge,
    inputTextColor: palette.ink,
    inputBorderRadius: 8,
    fontBase: "'Inter Variable', 'Segoe UI', Helvetica, Arial, sans-serif",
    fontCode: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  }),
  sidebar: { showRoots: true },
});

/** Storybook writes "<story> ⋅ Storybook" into the tab; the studio's name replaces its own. */
const renameTab = () => {
  if (document.title.endsWith('Storybook')) document.title = document.title.replace(/Storybook$/, TAB_TITLE);
};
new MutationObserver(renameTab).observe(document.head, { subtree: true, childList: true, characterData: true });
renameTab();
