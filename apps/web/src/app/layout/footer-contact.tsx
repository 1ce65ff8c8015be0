import type { Operator } from '@giro/shared/site-data';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, type IconProps, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { footerLinkClasses } from './footer-section';

function whatsappHref(value: string): string {
  return /^https?:\/\//.test(value) ? value : `https://wa.me/${value.replace(/\D/g, '')}`;
}

type Channel = {
  key: 'email' | 'phone' | 'whatsapp';
  href: string;
  value: string;
  Icon: ComponentType<IconProps>;
  newTab?: boolean;
};

/** The operator's email, phone and WhatsApp as footer list items (only those it has). */
export function FooterContact({ operator }: { operator: Operator }) {
  const { t } = useTranslation('layout');
  const channels: Channel[] = [
    { key: 'email', href: `mailto:${operator.email}`, value: operator.email, Icon: MailIcon },
    {
      key: 'phone',
      href: `tel:${operator.phone.replace(/[^\d+]/g, '')}`,
      value: operator.phone,
      Icon: PhoneIcon,
    },
    {
      key: 'whatsapp',
      href: whatsappHref(operator.whatsapp),
      value: operator.whatsapp,
      Icon: ChatIcon,
      newTab: true,
    },
  ];
  return channels
    .filter(({ value }) => value !== '')
    .map(({ key, href, value, Icon, newTab }) => (
      <li key={key}>
        <a
          href={href}
          target={newTab ? '_blank' : undefined}
          rel={newTab ? 'noopener noreferrer' : undefined}
          className={`${footerLinkClasses} inline-flex items-center gap-2 wrap-anywhere`}
        >
          <Icon className="size-4 shrink-0 text-accent-400" />
          <span className="sr-only">{t(`footer.${key}`)}: </span>
          {value}
          {newTab && <span className="sr-only"> {t('footer.newTab')}</span>}
        </a>
      </li>
    ));
}
