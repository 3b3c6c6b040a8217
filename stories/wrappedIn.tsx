import type { Decorator } from '@storybook/react-vite';
import type { ComponentType, ReactNode } from 'react';

/** A decorator that renders the story inside a frame of the story file's own (a band, a card-width column). */
export const wrappedIn =
  (Frame: ComponentType<{ children?: ReactNode }>): Decorator =>
  (Story) => (
    <Frame>
      <Story />
    </Frame>
  );
