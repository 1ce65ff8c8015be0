import { lazy, type ReactNode, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SecondStep, useFinishSignIn } from '../api/sign-in';
import {
  type AuthPanelEvent,
  type AuthView,
  authPanelMachine,
  initialAuthPanelState,
} from '../lib/auth-panel-machine';
import type { SignInSlots } from '../lib/sign-in-slots';
import { AuthCard } from './auth-card';
import { LinkButton } from './link-button';
import { Notice } from './notice';
import { SignInForm } from './sign-in-form';
import { Spinner } from './spinner';

// Shown after a click: their code (and zod's) is fetched then, not with the login page.
const SignUpForm = lazy(() =>
  import('./sign-up-form').then((module) => ({ default: module.SignUpForm })),
);
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((module) => ({ default: module.ForgotPasswordForm })),
);

const titles = {
  signIn: 'signIn.title',
  signUp: 'signUp.title',
  forgotPassword: 'forgotPassword.title',
} as const satisfies Record<AuthView, string>;

const leads = {
  signIn: 'signIn.lead',
  signUp: 'signUp.lead',
  forgotPassword: 'forgotPassword.lead',
} as const satisfies Record<AuthView, string>;

/**
 * Login, register and 'recover password' in one panel; events switch the view (spec §2). The
 * app adds the second step of accounts with a second factor, and a sender's passkey sign-in.
 */
export function AuthPanel({ slots = {} }: { slots?: SignInSlots }) {
  const { t } = useTranslation('account');
  const [{ view, notice }, send] = useReducer(authPanelMachine, initialAuthPanelState);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const finish = useFinishSignIn();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);

  const go = (event: AuthPanelEvent) => {
    switched.current = true;
    send(event);
  };

  // After a switch the old control is gone: focus the new title instead of losing focus.
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    headingRef.current?.focus();
  });

  const footers = {
    signIn: (
      <>
        {t('signIn.noAccount')}{' '}
        <LinkButton onClick={() => go({ type: 'SHOW_SIGN_UP' })}>{t('signIn.register')}</LinkButton>
      </>
    ),
    signUp: (
      <>
        {t('signUp.haveAccount')}{' '}
        <LinkButton onClick={() => go({ type: 'SHOW_SIGN_IN' })}>{t('signUp.signIn')}</LinkButton>
      </>
    ),
    forgotPassword: (
      <LinkButton onClick={() => go({ type: 'SHOW_SIGN_IN' })}>{t('backToSignIn')}</LinkButton>
    ),
  } satisfies Record<AuthView, ReactNode>;

  return (
    <AuthCard
      title={secondStep ? t('signIn.secondStepTitle') : t(titles[view])}
      lead={secondStep ? t('signIn.secondStepLead') : t(leads[view])}
      headingRef={headingRef}
      footer={footers[view]}
    >
      {view === 'signIn' && secondStep !== null && slots.secondStep && (
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          {slots.secondStep({
            ...secondStep,
            onSignedIn: finish,
            onRestart: () => setSecondStep(null),
          })}
        </Suspense>
      )}
      {view === 'signIn' && secondStep === null && (
        // The form hydrates in a task after the page around it: one long task less on a slow phone.
        <Suspense>
          <div className="space-y-5">
            {notice && <Notice>{notice}</Notice>}
            {slots.passkeySignIn && (
              <Suspense fallback={null}>{slots.passkeySignIn({ onSignedIn: finish })}</Suspense>
            )}
            <SignInForm
              onForgotPassword={() => go({ type: 'SHOW_FORGOT_PASSWORD' })}
              onSecondStep={setSecondStep}
            />
          </div>
        </Suspense>
      )}
      <Suspense fallback={<Spinner label={t('common:loading')} />}>
        {view === 'signUp' && (
          <SignUpForm onSignedUp={(message) => go({ type: 'SIGNED_UP', message })} />
        )}
        {view === 'forgotPassword' && (
          <ForgotPasswordForm onSent={(message) => go({ type: 'RESET_REQUESTED', message })} />
        )}
      </Suspense>
    </AuthCard>
  );
}
