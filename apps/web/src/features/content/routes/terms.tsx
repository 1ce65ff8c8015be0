import { LegalPage } from '../components/legal-page';

export function TermsRoute() {
  return <LegalPage name="terms" />;
}
