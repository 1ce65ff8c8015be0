/** The views of the /login panel (spec §2: login, register and 'recover password'). */
export type AuthView = 'signIn' | 'signUp' | 'forgotPassword';

export type AuthPanelState = {
  view: AuthView;
  /** A server confirmation shown above the sign-in form ("check your email…"). */
  notice: string | null;
};

export type AuthPanelEvent =
  | { type: 'SHOW_SIGN_IN' }
  | { type: 'SHOW_SIGN_UP' }
  | { type: 'SHOW_FORGOT_PASSWORD' }
  | { type: 'SIGNED_UP'; message: string }
  | { type: 'RESET_REQUESTED'; message: string };

export const initialAuthPanelState: AuthPanelState = { view: 'signIn', notice: null };

/** Every event leads to one view; only the two confirmations carry a notice with them. */
export function authPanelMachine(_state: AuthPanelState, event: AuthPanelEvent): AuthPanelState {
  switch (event.type) {
    case 'SHOW_SIGN_IN':
      return { view: 'signIn', notice: null };
    case 'SHOW_SIGN_UP':
      return { view: 'signUp', notice: null };
    case 'SHOW_FORGOT_PASSWORD':
      return { view: 'forgotPassword', notice: null };
    case 'SIGNED_UP':
    case 'RESET_REQUESTED':
      return { view: 'signIn', notice: event.message };
  }
}
