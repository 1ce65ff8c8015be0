import { AuthPanel } from '../components/auth-panel';

export function LoginRoute() {
  return <AuthPanel />;
}
