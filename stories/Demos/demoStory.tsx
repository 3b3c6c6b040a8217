import type { ComponentType, ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import styled from 'styled-components';

/** Padding and a <main> landmark around a single demo component. */
export const ComponentFrame = styled.main<{ $width?: string }>`
  max-width: ${({ $width = '1200px' }) => $width};
  margin-inline: auto;
  padding: clamp(1rem, 4vw, 2.5rem);
`;

export function frame(children: ReactNode, width?: string) {
  return <ComponentFrame $width={width}>{children}</ComponentFrame>;
}

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

type Canvas = ReturnType<typeof within>;

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
