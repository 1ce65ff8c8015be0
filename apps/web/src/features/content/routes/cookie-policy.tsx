import { LegalPage } from '../components/legal-page';

export function CookiePolicyRoute() {
  return <LegalPage name="cookiePolicy" />;
}
