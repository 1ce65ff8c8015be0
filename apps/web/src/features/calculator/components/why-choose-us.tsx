import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BoltIcon, ChatIcon, type IconProps, PercentIcon, ShieldIcon } from '@/components/ui/icons';

const reasons: { key: 'fast' | 'rates' | 'secure' | 'support'; Icon: ComponentType<IconProps> }[] =
  [
    { key: 'fast', Icon: BoltIcon },
    { key: 'rates', Icon: PercentIcon },
    { key: 'secure', Icon: ShieldIcon },
    { key: 'support', Icon: ChatIcon },
  ];

export function WhyChooseUs() {
  const { t } = useTranslation('calculator');
  return (
    <section
      aria-labelledby="why-title"
      className="below-fold mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="max-w-2xl">
        <h2 id="why-title" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {t('why.title')}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{t('why.lead')}</p>
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ key, Icon }) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-brand-900">{t(`why.${key}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`why.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
