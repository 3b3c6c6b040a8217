import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { authErrors, signInSuccess, signOutSuccess, signUpError, signUpNetworkError, signUpSuccess } from '../../mocks/supabase/auth';
import { MOCK_STAFF } from '../../mocks/supabase/authData';
import { Button, Card, Heading } from '../../src/components';
import { useAuth } from '../../src/lib/auth';
import { AuthStory, expectToast, expectToastTitle, resetAuthStory, type StoryClientOptions } from '../Features/authStory';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Panel = styled(Card)`
  gap: ${({ theme }) => theme.space[5]};
  max-width: ${({ theme }) => theme.measures.wide};
  margin-inline: auto;
`;

/** The auth context's state and calls, as a developer sees them (no public screen signs up). */
function ContextProbe() {
  const auth = useAuth();
  return (
    <Panel>
      <Heading level={1} size="2xl">
        Auth context
      </Heading>
      <List aria-label="Auth state">
        <dt>loading</dt>
        <dd data-testid="loading">{String(auth.loading)}</dd>
        <dt>event</dt>
        <dd data-testid="event">{auth.event ?? '—'}</dd>
        <dt>user</dt>
        <dd data-testid="user">{auth.user?.email ?? '—'}</dd>
        <dt>assurance</dt>
        <dd data-testid="aal">{`${auth.assurance.currentLevel ?? '—'} → ${auth.assurance.nextLevel ?? '—'}`}</dd>
      </List>
      <Row>
        <Button onClick={() => void auth.signUp(MOCK_STAFF.email, MOCK_STAFF.password)}>Sign Up</Button>
        <Button variant="outline" onClick={() => void auth.signIn(MOCK_STAFF.email, MOCK_STAFF.password)}>
          Sign In
        </Button>
        <Button variant="ghost" onClick={() => void auth.signOut()}>
          Sign Out
        </Button>
      </Row>
    </Panel>
  );
}

function Probe(props: StoryClientOptions) {
  return (
    <AuthStory {...props}>
      <ContextProbe />
    </AuthStory>
  );
}

const meta = {
  component: Probe,
  beforeEach: () => resetAuthStory(),
} satisfies Meta<typeof Probe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('loading')).toHaveTextContent('true');
  },
};

export const InitialSession: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('INITIAL_SESSION')).toBeVisible();
    await expect(canvas.getByTestId('loading')).toHaveTextContent('false');
    await expect(canvas.getByTestId('user')).toHaveTextContent('—');
  },
};

/** Public sign-up is off on the studio's backend: 'Sign Up Failed' with GoTrue's message. */
export const SignUpFailed: Story = {
  parameters: { msw: { handlers: [signUpError(authErrors.signupDisabled)] } },
  play: async ({ canvas }) => {
    await canvas.findByText('INITIAL_SESSION');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expectToast('Sign Up Failed', 'Signups not allowed for this instance');
    await expect(canvas.getByTestId('user')).toHaveTextContent('—');
  },
};

export const SignUpNetworkFailure: Story = {
  parameters: { msw: { handlers: [signUpNetworkError()] } },
  play: async ({ canvas }) => {
    await canvas.findByText('INITIAL_SESSION');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    // The network error's own message (the browser's), under the spec's title.
    await expectToastTitle('Sign Up Failed');
  },
};

/** With sign-up on (autoconfirm), the new user is signed in at once: SIGNED_IN. */
export const SignedUp: Story = {
  parameters: { msw: { handlers: [signUpSuccess()] } },
  play: async ({ canvas }) => {
    await canvas.findByText('INITIAL_SESSION');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('SIGNED_IN')).toBeVisible();
    await expect(canvas.getByTestId('aal')).toHaveTextContent('aal1 → aal1');
  },
};

export const SignedInThenOut: Story = {
  parameters: { msw: { handlers: [signInSuccess(), signOutSuccess()] } },
  play: async ({ canvas }) => {
    await canvas.findByText('INITIAL_SESSION');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('SIGNED_IN')).toBeVisible();
    await expect(canvas.getByTestId('user')).toHaveTextContent(MOCK_STAFF.email);
    // A verified factor exists, so the next level is aal2.
    await expect(canvas.getByTestId('aal')).toHaveTextContent('aal1 → aal2');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(await canvas.findByText('SIGNED_OUT')).toBeVisible();
    await expect(canvas.getByTestId('user')).toHaveTextContent('—');
  },
};
