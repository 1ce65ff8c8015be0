import type { Operator } from '@giro/shared/site-data';
import { OperatorChannels } from '@/components/operator-channels';
import { footerLinkClasses } from './footer-section';

/** The operator's email, phone and WhatsApp as footer list items (only those it has). */
export function FooterContact({ operator }: { operator: Operator }) {
  return (
    <OperatorChannels
      operator={operator}
      className={footerLinkClasses}
      iconClassName="size-4 text-accent-400"
    />
  );
}
