import { lazy } from 'react';
import { LoginRoute } from '@/features/account/routes/login';

// Loaded when needed: the passkey's button once the page runs, the second step after a password.
const PasskeySignIn = lazy(() =>
  import('@/features/security/components/passkey-sign-in').then((module) => ({
    default: module.PasskeySignIn,
  })),
);
const SignInSecondStep = lazy(() =>
  import('@/features/security/components/sign-in-second-step').then((module) => ({
    default: module.SignInSecondStep,
  })),
);

/** /login: the account's sign-in panel with the security feature's passkey and second step. */
export function LoginWithSecurityRoute() {
  return (
    <LoginRoute
      passkeySignIn={(props) => <PasskeySignIn {...props} />}
      secondStep={(props) => <SignInSecondStep {...props} />}
    />
  );
}
