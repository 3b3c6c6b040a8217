import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  authErrors,
  challengeSuccess,
  enrollSuccess,
  getUserError,
  getUserSuccess,
  refreshSuccess,
  signInError,
  signInNetworkError,
  signInRateLimited,
  signInSlow,
  signInSuccess,
  signOutNetworkError,
  signOutSuccess,
  unenrollSuccess,
  verifyError,
  verifySuccess,
} from '../../mocks/supabase/auth';
import {
  MOCK_STAFF,
  MOCK_TOTP_SECRET,
  mockFactor,
  mockSession,
  mockUser,
  signedInSession,
  verifiedSession,
} from '../../mocks/supabase/authData';
import { studioCopy, studioPage } from '../../src/content/studioCopy';
import { StudioGate } from '../../src/features/studio';
import { AuthStory, expectToast, expectToastTitle, resetAuthStory, signOutInAnotherTab, type StoryClientOptions } from './authStory';

function Studio(props: StoryClientOptions) {
  return (
    <AuthStory {...props}>
      <StudioGate />
    </AuthStory>
  );
}

const enrolledUser = () => mockUser({ factors: [mockFactor('verified')] });
/** The calls a signed-in landing makes (the server check of the session). */
const landing = [getUserSuccess(enrolledUser), signOutSuccess()];

const meta = {
  component: Studio,
  beforeEach: () => resetAuthStory(),
  parameters: { msw: { handlers: landing } },
} satisfies Meta<typeof Studio>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const title = (canvas: Canvas, name: string) => canvas.findByRole('heading', { level: 1, name }, { timeout: 4000 });

async function signIn(canvas: Canvas, password: string = MOCK_STAFF.password) {
  await title(canvas, studioCopy.signIn.title);
  await userEvent.type(canvas.getByLabelText(/E-mail/), MOCK_STAFF.email);
  await userEvent.type(canvas.getByLabelText(/Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: studioCopy.signIn.submit }));
}

async function enterCode(canvas: Canvas, code: string, submit: string) {
  const input = await canvas.findByRole('textbox', { name: /6-digit code/ });
  await userEvent.type(input, code);
  await userEvent.click(canvas.getByRole('button', { name: submit }));
}

const expectLanding = async (canvas: Canvas) => {
  await title(canvas, studioCopy.landing.title);
  await expect(canvas.getByText(MOCK_STAFF.email)).toBeVisible();
};

/** Before the first session is read. */
export const Loading: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(studioCopy.loading);
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await title(canvas, studioCopy.signIn.title)).toHaveFocus();
    await expect(document.title).toBe(studioPage.titles.signIn);
    await expect(canvas.getByLabelText(/E-mail/)).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText(/Password/)).toHaveAttribute('autocomplete', 'current-password');
    // Nothing but the sign-in step: no landing, no leads.
    await expect(canvas.queryByText(studioCopy.landing.title)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: studioCopy.signIn.submit }));
    await expect(canvas.getByLabelText(/E-mail/)).toHaveAccessibleDescription(studioCopy.signIn.emailMissing);
    await expect(canvas.getByLabelText(/E-mail/)).toHaveFocus();
  },
};

export const SigningIn: Story = {
  parameters: { msw: { handlers: [signInSlow(60_000)] } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByRole('button', { name: studioCopy.signIn.submitting })).toBeDisabled();
  },
};

export const SignInFailed: Story = {
  parameters: { msw: { handlers: [signInError(authErrors.invalidCredentials)] } },
  play: async ({ canvas }) => {
    await signIn(canvas, 'wrong password');
    await expectToast('Sign In Failed', 'Invalid login credentials');
    // Said in the form too, next to the button the person presses again.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid login credentials');
    await expect(canvas.getByLabelText(/E-mail/)).toHaveValue(MOCK_STAFF.email);
    await waitFor(() => expect(canvas.getByLabelText(/Password/)).toHaveFocus());
    await expect(canvas.getByRole('button', { name: studioCopy.signIn.submit })).toBeEnabled();
  },
};

export const SignInNetworkFailure: Story = {
  parameters: { msw: { handlers: [signInNetworkError()] } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expectToastTitle('Sign In Failed');
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: [signInRateLimited()] } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expectToast('Sign In Failed', authErrors.rateLimited.message);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(studioCopy.signIn.title);
  },
};

/** First sign-in: the QR code and the setup key appear; nothing else of the studio does. */
export const Enrollment: Story = {
  parameters: { msw: { handlers: [...landing, signInSuccess(() => signedInSession(false)), enrollSuccess()] } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await title(canvas, studioCopy.enroll.title);
    // Each step names the tab: no longer "Studio Sign-In" once signed in.
    await waitFor(() => expect(document.title).toBe(studioPage.titles.enroll));
    const qr = await canvas.findByRole('img', { name: studioCopy.enroll.qrAlt });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    await waitFor(() => expect((qr as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(canvas.getByLabelText('Setup key')).toHaveTextContent(MOCK_TOTP_SECRET.replace(/(.{4})(?=.)/g, '$1 '));
    await expect(canvas.getByRole('button', { name: studioCopy.enroll.copy })).toBeEnabled();
    await expect(canvas.queryByText(studioCopy.landing.title)).toBeNull();
  },
};

export const EnrollmentWrongCode: Story = {
  parameters: { msw: { handlers: [...landing, enrollSuccess(), challengeSuccess(), verifyError(authErrors.mfaVerificationFailed)] } },
  args: { stored: () => signedInSession(false) },
  play: async ({ canvas }) => {
    await enterCode(canvas, '000000', studioCopy.enroll.submit);
    const input = canvas.getByRole('textbox', { name: /6-digit code/ });
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(studioCopy.code.wrong)));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');
    // Still enrolling: the QR code stays for the retry.
    await expect(canvas.getByRole('img', { name: studioCopy.enroll.qrAlt })).toBeVisible();
  },
};

export const EnrollmentBadFormat: Story = {
  parameters: { msw: { handlers: [...landing, enrollSuccess()] } },
  args: { stored: () => signedInSession(false) },
  play: async ({ canvas }) => {
    await enterCode(canvas, '12', studioCopy.enroll.submit);
    await expect(canvas.getByRole('textbox', { name: /6-digit code/ })).toHaveAccessibleDescription(
      expect.stringContaining(studioCopy.code.invalidFormat),
    );
  },
};

/** A wrong code, then the right one: MFA_CHALLENGE_VERIFIED brings the landing. */
export const EnrollmentVerified: Story = {
  parameters: {
    msw: {
      handlers: [
        ...landing,
        enrollSuccess(),
        challengeSuccess(),
        verifyError(authErrors.mfaVerificationFailed, { once: true }),
        verifySuccess(),
      ],
    },
    // The landing right after a verified code, with its notice: the same as after a later sign-in's code.
    visual: { sameAs: 'Challenge On Later Sign In' },
  },
  args: { stored: () => signedInSession(false) },
  play: async ({ canvas }) => {
    await enterCode(canvas, '000000', studioCopy.enroll.submit);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /6-digit code/ })).toHaveAttribute('aria-invalid', 'true'));
    await enterCode(canvas, '123456', studioCopy.enroll.submit);
    await expectLanding(canvas);
    await expect(await canvas.findByRole('status')).toHaveTextContent(studioCopy.landing.verifiedNow);
    await expect(canvas.getByText(studioCopy.landing.twoFactorOn)).toBeVisible();
    await waitFor(() => expect(document.title).toBe(studioPage.titles.landing));
  },
};

/** A later sign-in: password, then the code from the app set up before. */
export const ChallengeOnLaterSignIn: Story = {
  parameters: { msw: { handlers: [...landing, signInSuccess(() => signedInSession(true)), challengeSuccess(), verifySuccess()] } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await title(canvas, studioCopy.challenge.title);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByText(studioCopy.landing.title)).toBeNull();
    await enterCode(canvas, '123456', studioCopy.challenge.submit);
    await expectLanding(canvas);
  },
};

export const ChallengeRateLimited: Story = {
  parameters: { msw: { handlers: [...landing, challengeSuccess(), verifyError(authErrors.rateLimited)] } },
  args: { stored: () => signedInSession(true) },
  play: async ({ canvas }) => {
    await enterCode(canvas, '123456', studioCopy.challenge.submit);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /6-digit code/ })).toHaveAccessibleDescription(
        expect.stringContaining(studioCopy.code.rateLimited),
      ),
    );
  },
};

/** Signed in with both factors: who is signed in, the session, the factor, the leads slot. */
export const SignedIn: Story = {
  args: { stored: verifiedSession },
  play: async ({ canvas }) => {
    await expectLanding(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: studioCopy.landing.title })).toBeVisible();
    await expect(canvas.getByText(/Authenticator app, set up on November 20, 2026/)).toBeVisible();
  },
};

/** Signed in after someone entered wrong two-factor codes for the account: the server's report, said at once. */
export const SignedInAfterWrongCodes: Story = {
  parameters: {
    msw: {
      handlers: [
        getUserSuccess(() => mockUser({ factors: [mockFactor('verified')], appMetadata: { totp_failures: { count: 8 } } })),
        signOutSuccess(),
      ],
    },
  },
  args: { stored: () => mockSession({ aal: 'aal2', factors: [mockFactor('verified')], appMetadata: { totp_failures: { count: 8 } } }) },
  play: async ({ canvas }) => {
    await expectLanding(canvas);
    await expect(canvas.getByText(studioCopy.landing.wrongCodes(8))).toBeVisible();
  },
};

/** A stored token close to expiry is refreshed on load: TOKEN_REFRESHED. */
export const TokenRefreshed: Story = {
  parameters: { msw: { handlers: [...landing, refreshSuccess(verifiedSession)] } },
  args: { stored: () => mockSession({ aal: 'aal2', factors: [mockFactor('verified')], expiresIn: 60 }) },
  play: async ({ canvas }) => {
    await expectLanding(canvas);
    await expect(await canvas.findByText(new RegExp(studioCopy.landing.sessionRenewed))).toBeVisible();
  },
};

/** SIGNED_OUT from another tab (shared storage + BroadcastChannel). */
export const SignedOutInAnotherTab: Story = {
  args: { stored: verifiedSession },
  play: async ({ canvas }) => {
    await expectLanding(canvas);
    signOutInAnotherTab();
    await title(canvas, studioCopy.signIn.title);
    await expect(await canvas.findByRole('status')).toHaveTextContent(studioCopy.signIn.signedOutElsewhere);
  },
};

/** A global sign-out elsewhere revoked the session: the server check ends it here (SIGNED_OUT). */
export const SignedOutByGlobalSignOut: Story = {
  // The same sign-in screen and notice as a sign-out in another tab.
  parameters: { msw: { handlers: [getUserError(authErrors.sessionNotFound)] }, visual: { sameAs: 'Signed Out In Another Tab' } },
  args: { stored: verifiedSession },
  play: async ({ canvas }) => {
    await title(canvas, studioCopy.signIn.title);
    await expect(await canvas.findByRole('status')).toHaveTextContent(studioCopy.signIn.signedOutElsewhere);
  },
};

export const SignOut: Story = {
  args: { stored: verifiedSession },
  play: async ({ canvas }) => {
    await expectLanding(canvas);
    await userEvent.click(canvas.getByRole('button', { name: studioCopy.landing.signOut }));
    await title(canvas, studioCopy.signIn.title);
    await expect(canvas.queryByText(studioCopy.signIn.signedOutElsewhere)).toBeNull();
  },
};

export const SignOutFailed: Story = {
  parameters: { msw: { handlers: [getUserSuccess(enrolledUser), signOutNetworkError()] } },
  args: { stored: verifiedSession },
  play: async ({ canvas }) => {
    await expectLanding(canvas);
    await userEvent.click(canvas.getByRole('button', { name: studioCopy.landing.signOut }));
    await expectToastTitle('Sign Out Failed');
    // Still signed in, and the button works again.
    await expect(await canvas.findByRole('button', { name: studioCopy.landing.signOut })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(studioCopy.landing.title);
  },
};

/** Remove the factor and set up a new one (unenroll, refresh to aal1, enrollment). */
export const ReEnroll: Story = {
  // Ends on the enrollment screen of a first sign-in.
  parameters: {
    msw: { handlers: [...landing, unenrollSuccess(), refreshSuccess(() => mockSession({ aal: 'aal1' })), enrollSuccess()] },
    visual: { sameAs: 'Enrollment' },
  },
  args: { stored: verifiedSession },
  play: async ({ canvas }) => {
    await expectLanding(canvas);
    await userEvent.click(canvas.getByRole('button', { name: studioCopy.landing.reset }));
    await waitFor(() => expect(canvas.getByRole('button', { name: studioCopy.landing.resetYes })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: studioCopy.landing.resetYes }));
    await title(canvas, studioCopy.enroll.title);
    await expect(await canvas.findByRole('img', { name: studioCopy.enroll.qrAlt })).toBeVisible();
  },
};
