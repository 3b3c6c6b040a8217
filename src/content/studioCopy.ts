import { pagePaths } from '#contract/routes.ts';
import { STUDIO_NAME } from '../config/site';

/** The staff studio at /studio: client-rendered, never indexed, not in the sitemap. */
export const studioPage = {
  path: pagePaths.studio,
  description: `Staff sign-in for the ${STUDIO_NAME} studio.`,
  /** The tab's title in each step before the inbox (the inbox names its own views: inboxCopy.titles). */
  titles: {
    loading: `Studio | ${STUDIO_NAME}`,
    signIn: `Studio Sign-In | ${STUDIO_NAME}`,
    enroll: `Set Up Two-Factor | Studio | ${STUDIO_NAME}`,
    challenge: `Two-Factor Code | Studio | ${STUDIO_NAME}`,
    landing: `Leads | Studio | ${STUDIO_NAME}`,
  },
} as const;

/** Every word the studio's screens show. */
export const studioCopy = {
  brand: 'Studio',
  backToSite: 'Back to the Website',
  loading: 'Checking your session…',
  signIn: {
    eyebrow: 'Staff only',
    title: 'Sign In to the Studio',
    lead: 'Use your studio e-mail and password. You will confirm with your authenticator app next.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign In',
    submitting: 'Signing in…',
    emailMissing: 'Enter your e-mail address.',
    passwordMissing: 'Enter your password.',
    signedOutElsewhere: 'You were signed out in another window or on another device. Sign in again to continue.',
  },
  enroll: {
    eyebrow: 'Step 2 of 2 · Set up two-factor',
    title: 'Protect Your Account with an Authenticator App',
    lead: 'Studio accounts need a second step at every sign-in. Set it up once now; it takes a minute.',
    scanTitle: 'Scan the QR Code',
    scanText: 'Open your authenticator app (1Password, Google Authenticator, Authy…) and scan this code.',
    qrAlt: 'QR code that adds the studio to your authenticator app',
    secretTitle: 'Can’t Scan It?',
    secretText: 'Add an account by hand with this setup key (time-based, 6 digits):',
    copy: 'Copy Key',
    copied: 'Copied',
    copyFailed: 'Copy failed: select the key and copy it by hand.',
    confirmTitle: 'Enter the Code Your App Shows',
    submit: 'Verify and Finish',
    preparing: 'Preparing your setup code…',
    failed: 'We could not start the setup.',
    retry: 'Try Again',
  },
  challenge: {
    eyebrow: 'Step 2 of 2 · Two-factor',
    title: 'Enter Your Authentication Code',
    lead: 'Open your authenticator app and enter the 6-digit code for the studio.',
    submit: 'Verify',
  },
  code: {
    label: '6-digit code',
    hint: 'The code changes every 30 seconds.',
    submitting: 'Checking…',
    invalidFormat: 'Enter the 6 digits your app shows, without spaces.',
    wrong: 'That code did not work. Check the code in your app and try again.',
    rateLimited: 'Too many attempts. Wait a few minutes, then try again.',
    factorGone: 'Your authenticator was removed. Sign in again to set up a new one.',
  },
  switchAccount: 'Sign Out',
  landing: {
    title: 'Your Studio',
    signedInAs: 'Signed in as',
    verifiedNow: 'Code accepted. You are signed in with two-factor authentication.',
    twoFactorOn: 'Two-factor on',
    staySignedIn: 'You stay signed in while the studio is open in a tab.',
    sessionRenewed: 'Session renewed at',
    signOut: 'Sign Out',
    signingOut: 'Signing out…',
    factorTitle: 'Two-Factor Authentication',
    factorText: 'Authenticator app, set up on',
    reset: 'Remove and Set Up Again',
    resetConfirm: 'Remove your authenticator app? You will set up a new one right away, before you can use the studio again.',
    resetYes: 'Remove It',
    resetNo: 'Keep It',
    resetting: 'Removing…',
    resetFailed: 'The authenticator could not be removed.',
    inboxEmpty: 'New consultation requests will be listed here.',
    wrongCodes: (count: number) =>
      `${count} wrong two-factor ${count === 1 ? 'code was' : 'codes were'} entered for your account since your last sign-in. If that was not you, someone knows your password: have it changed.`,
  },
} as const;

export type StudioCopy = typeof studioCopy;
