import { LegalPage } from '../components/legal-page';

export function DisclaimerRoute() {
  return <LegalPage name="disclaimer" />;
}
