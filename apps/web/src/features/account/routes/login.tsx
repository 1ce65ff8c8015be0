import { AuthPanel } from '../components/auth-panel';
import type { SignInSlots } from '../lib/sign-in-slots';

export function LoginRoute(slots: SignInSlots) {
  return <AuthPanel slots={slots} />;
}
