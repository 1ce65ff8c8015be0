import type { Operator } from '@giro/shared/site-data';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, type IconProps, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type Channel = {
  key: 'email' | 'phone' | 'whatsapp';
  href: string;
  value: string;
  Icon: ComponentType<IconProps>;
  newTab?: boolean;
};

/** A WhatsApp setting is a full URL or a phone number, which wa.me turns into a chat link. */
function whatsappHref(value: string): string {
  return /^https?:\/\//.test(value) ? value : `https://wa.me/${value.replace(/\D/g, '')}`;
}

function channelsOf(operator: Operator): Channel[] {
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
  return channels.filter(({ value }) => value !== '');
}

export type OperatorChannelsProps = {
  operator: Operator;
  /** Classes of each link; its icon takes `iconClassName`. */
  className: string;
  iconClassName: string;
};

/** The operator's email, phone and WhatsApp as list items of links (only those it has). */
export function OperatorChannels({ operator, className, iconClassName }: OperatorChannelsProps) {
  const { t } = useTranslation('layout');
  return channelsOf(operator).map(({ key, href, value, Icon, newTab }) => (
    <li key={key}>
      <a
        href={href}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
        className={cn('inline-flex items-center gap-2 wrap-anywhere', className)}
      >
        <Icon className={cn('shrink-0', iconClassName)} />
        <span className="sr-only">{t(`footer.${key}`)}: </span>
        {value}
        {newTab && <span className="sr-only"> {t('footer.newTab')}</span>}
      </a>
    </li>
  ));
}
