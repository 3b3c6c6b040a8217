import type { Decorator } from '@storybook/react-vite';
import type { ComponentType, ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import type { DemoId } from '../../src/demos/registry';
import { CoffeeBrand } from '../../src/demos/coffee/brand';
import { HomegoodsBrand } from '../../src/demos/homegoods/brand';
import { LandscapingBrand } from '../../src/demos/landscaping/brand';

const brandWrappers: Record<DemoId, ComponentType<{ children: ReactNode }>> = {
  coffee: CoffeeBrand,
  landscaping: LandscapingBrand,
  homegoods: HomegoodsBrand,
};

/** A demo's theme, fonts and toasts around the story. */
export function inBrand(id: DemoId, children: ReactNode) {
  const Brand = brandWrappers[id];
  return <Brand>{children}</Brand>;
}

/** Padding and a <main> landmark around a single demo component. */
export const ComponentFrame = styled.main<{ $width?: string }>`
  max-width: ${({ $width, theme }) => $width ?? theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => theme.fluidSpace.card};
`;

export function frame(children: ReactNode, width?: string) {
  return <ComponentFrame $width={width}>{children}</ComponentFrame>;
}

/**
 * A section story: the brand named by `parameters.demoBrand` around a <main> holding the section.
 * Sections bring their own width; `parameters.demoFrame` (true or a max width) pads a component instead.
 */
export const demoDecorator: Decorator = (Story, { parameters, globals }) => {
  const id = (parameters.demoBrand as DemoId | undefined) ?? 'coffee';
  // The Brand toolbar must name the brand shown: a story sets both with demoStory(id).
  if (globals.brand !== id) {
    throw new Error(`A ${id} story with the Brand toolbar on "${String(globals.brand)}": use ...demoStory('${id}')`);
  }
  const framed = parameters.demoFrame as boolean | string | undefined;
  return inBrand(
    id,
    framed ? (
      frame(<Story />, typeof framed === 'string' ? framed : undefined)
    ) : (
      <main>
        <Story />
      </main>
    ),
  );
};

/** Parameters of a story in a demo's brand (optionally framed). */
export const demo = (id: DemoId, framed?: boolean | string) => ({ demoBrand: id, ...(framed ? { demoFrame: framed } : {}) });

/**
 * A story (or meta) in a demo's brand: its parameters, and the Brand toolbar set to that brand, so
 * the toolbar says what is shown (a coffee story reads "Coffee shop demo", not the studio).
 */
export const demoStory = (id: DemoId, framed?: boolean | string) => ({ parameters: demo(id, framed), globals: { brand: id } });

/** The Brand toolbar set to a demo's brand (screens and chrome, which bring their brand themselves). */
export const demoGlobals = (id: DemoId) => ({ brand: id });

/**
 * Finds text in the Radix toast viewport (a portal-less region outside the story's canvas root)
 * and waits until the toast's entry animation has finished, so axe sees its final colours.
 */
export async function findToast(text: string, timeout = 1000) {
  const region = within(screen.getByRole('region', { name: /Notifications/ }));
  const element = await region.findByText(text, undefined, { timeout });
  const toast = element.closest('li') ?? element;
  await waitFor(async () => {
    await Promise.all(toast.getAnimations().map((animation) => animation.finished));
    await expect(getComputedStyle(toast).opacity).toBe('1');
  });
  return element;
}

/** No toast is showing. */
export async function expectNoToast(text: string) {
  const region = within(screen.getByRole('region', { name: /Notifications/ }));
  await expect(region.queryByText(text)).toBeNull();
}

/** The demo's credit link back to the studio pricing page. */
export const CREDIT_NAME = /Built by Lumen Web Studio — see pricing/;

export type Canvas = ReturnType<typeof within>;

/** Every credit link on the page goes to the studio's pricing, and the page has one h1. */
export async function expectCreditAndOneH1(canvas: Canvas) {
  for (const link of canvas.getAllByRole('link', { name: CREDIT_NAME })) await expect(link).toHaveAttribute('href', '/services');
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

/** A whole demo with its nested routes, mounted at `base`; `parameters.route` picks the page. */
export function demoSite(base: string, Demo: ComponentType) {
  return function DemoSite() {
    return (
      <Routes>
        <Route path={`${base}/*`} element={<Demo />} />
      </Routes>
    );
  };
}

/**
 * What every demo's Screens stories share: the whole site at `base`. Each meta names its `parameters.route` itself: `parameters` given through this spread
 * did not reach the stories under the Vitest addon (the Home stories rendered `/`).
 */
export function siteScreens(base: string, Demo: ComponentType) {
  return { component: demoSite(base, Demo) };
}

/** A demo's header and footer around an empty <main> (with the h1 every page needs). */
export function demoChrome(header: ReactNode, footer: ReactNode) {
  return function Chrome() {
    return (
      <>
        {header}
        <main>
          <h1 className="visually-hidden">Header and footer</h1>
        </main>
        {footer}
      </>
    );
  };
}
