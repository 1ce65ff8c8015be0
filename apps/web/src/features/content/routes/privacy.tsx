import { LegalPage } from '../components/legal-page';

export function PrivacyRoute() {
  return <LegalPage name="privacy" />;
}
