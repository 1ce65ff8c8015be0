import type { ReactNode } from 'react';
import type { SecondStep } from '../api/sign-in';

/** Parts of the sign-in panel the app composes in from the security feature. */
export type SignInSlots = {
  /** After the password, for an account with a second factor. */
  secondStep?: (
    props: SecondStep & { onSignedIn: (token: string) => Promise<void>; onRestart: () => void },
  ) => ReactNode;
  /** Above the address and password: a sender's sign-in with a passkey alone. */
  passkeySignIn?: (props: { onSignedIn: (token: string) => Promise<void> }) => ReactNode;
};
