import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardNetworkLogos } from '@/components/card-network-logos';
import { ShieldIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useSite } from '@/lib/use-site';
import { FooterContact } from './footer-contact';
import { ExternalLink, FooterSection, footerLinkClasses } from './footer-section';
import { Logo } from './logo';

function linkItem(to: string, label: string) {
  return (
    <li key={to}>
      <Link to={to} className={footerLinkClasses}>
        {label}
      </Link>
    </li>
  );
}

export function Footer() {
  const { t } = useTranslation(['layout', 'common']);
  const operator = useSite().data?.operator;
  const newTab = t('footer.newTab');
  const external = (links: { name: string; url: string }[]) =>
    links.map(({ name, url }) => (
      <li key={url}>
        <ExternalLink href={url} label={name} newTabText={newTab} />
      </li>
    ));

  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.1fr_1.4fr_1fr_1.1fr_1fr]">
          <div className="sm:col-span-2 lg:col-span-1">
            <Logo inverted />
            <p className="mt-4 max-w-xs text-sm">{t('footer.tagline')}</p>
          </div>
          <FooterSection title={t('footer.support')}>
            {[
              linkItem(paths.contact.path, t('nav.contact')),
              linkItem(paths.faq.path, t('nav.faq')),
              operator && <FooterContact key="operator" operator={operator} />,
            ]}
          </FooterSection>
          <FooterSection title={t('footer.legal')}>
            {[
              linkItem(paths.privacy.path, t('footer.pages.privacy')),
              linkItem(paths.terms.path, t('footer.pages.terms')),
              linkItem(paths.cookiePolicy.path, t('footer.pages.cookiePolicy')),
              linkItem(paths.disclaimer.path, t('footer.pages.disclaimer')),
            ]}
          </FooterSection>
          <FooterSection title={t('footer.company')}>
            {[
              linkItem(paths.about.path, t('footer.pages.about')),
              operator?.name && <li key="name">{operator.name}</li>,
              operator?.address && (
                <li key="address">
                  <address className="not-italic">{operator.address}</address>
                </li>
              ),
            ]}
          </FooterSection>
          <div className="space-y-10">
            <FooterSection title={t('footer.social')}>
              {external(operator?.social ?? [])}
            </FooterSection>
            <FooterSection title={t('footer.chat')}>{external(operator?.chat ?? [])}</FooterSection>
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-6 border-t border-white/10 pt-8 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-wrap items-center gap-4">
            <CardNetworkLogos label={t('footer.cards')} />
            <p className="inline-flex items-center gap-1.5 text-sm">
              <ShieldIcon className="size-4 text-accent-400" />
              {t('footer.secure')}
            </p>
          </div>
          <p className="text-sm text-brand-200">
            {t('footer.copyright', {
              year: new Date().getFullYear(),
              name: operator?.name || t('common:brand'),
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
