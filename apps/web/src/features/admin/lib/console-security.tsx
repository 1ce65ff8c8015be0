import type { SecondFactorMethod } from '@giro/shared/accounts/second-factor-methods';
import { createContext, type ReactNode, useContext } from 'react';

/** What the staff sign-in's second step gets: the first step's token and the methods. */
type ConsoleSecondStep = {
  token: string;
  methods: readonly SecondFactorMethod[];
  onSignedIn: (token: string) => Promise<void>;
  onRestart: () => void;
};

/**
 * The second factors in the console, composed in by the app from the security feature: the
 * sign-in's second step, the enrolment a staff member without a factor must make, the Security
 * screen, and the step-up a change of where money goes asks for.
 */
export type ConsoleSecurity = {
  secondStep: (props: ConsoleSecondStep) => ReactNode;
  enrol: (props: { onDone: () => void }) => ReactNode;
  screen: () => ReactNode;
  /** Asks for the second factor again; true once proven. */
  requestStepUp: () => Promise<boolean>;
};

const ConsoleSecurityContext = createContext<ConsoleSecurity | null>(null);

export const ConsoleSecurityProvider = ConsoleSecurityContext.Provider;

export function useConsoleSecurity(): ConsoleSecurity {
  const security = useContext(ConsoleSecurityContext);
  if (security === null) throw new Error('The console renders inside ConsoleSecurityProvider');
  return security;
}

/** The console's step-up; null for a screen shown without the console around it (its tests). */
export function useStepUpRequest(): ConsoleSecurity['requestStepUp'] | null {
  return useContext(ConsoleSecurityContext)?.requestStepUp ?? null;
}
