import { useTranslation } from 'react-i18next';
import { OperatorChannels } from '@/components/operator-channels';
import { Page } from '@/components/ui/page';
import { useSite } from '@/lib/use-site';
import { ContactForm } from '../components/contact-form';

export function ContactRoute() {
  const { t } = useTranslation('contact');
  const operator = useSite().data?.operator;
  return (
    <Page title={t('contact.title')} lead={t('contact.lead')}>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm />
        </section>
        <aside className="rounded-2xl bg-brand-900 p-6 text-brand-100 sm:p-8">
          <h2 className="text-lg font-semibold text-white">{t('contact.channels.title')}</h2>
          {operator && (
            <ul className="mt-4 space-y-3">
              <OperatorChannels
                operator={operator}
                className="text-brand-100 underline-offset-4 hover:text-white hover:underline"
                iconClassName="size-5 text-accent-400"
              />
            </ul>
          )}
          <p className="mt-6 border-t border-white/10 pt-6 text-sm leading-6">
            {t('contact.channels.hours')}
          </p>
        </aside>
      </div>
    </Page>
  );
}
