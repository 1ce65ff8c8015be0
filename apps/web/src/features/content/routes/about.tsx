import { CheckIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { ContentBlocks } from '../components/content-blocks';
import { ContentCta } from '../components/content-cta';
import { ContentLinks } from '../components/content-links';
import { SectionHeading } from '../components/section-heading';
import { useContent } from '../hooks/use-content';

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8';

export function AboutRoute() {
  const about = useContent('about');
  return (
    <Page title={about.title} lead={about.lead}>
      <div className="space-y-12 sm:space-y-16">
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {Object.entries(about.highlights).map(([key, { value, label }]) => (
            <div
              key={key}
              className="flex flex-col-reverse justify-end gap-1 rounded-2xl bg-brand-900 p-4 sm:p-6"
            >
              <dt className="text-xs leading-5 text-brand-100 sm:text-sm sm:leading-6">{label}</dt>
              <dd className="text-lg font-bold tracking-tight text-white sm:text-2xl">{value}</dd>
            </div>
          ))}
        </dl>

        <div className="grid gap-12 lg:grid-cols-2">
          <section>
            <SectionHeading>{about.who.title}</SectionHeading>
            <ContentBlocks blocks={about.who.body} />
          </section>
          <section>
            <SectionHeading>{about.how.title}</SectionHeading>
            <ol className="space-y-4">
              {about.how.steps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-100 text-sm font-bold text-accent-700"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-1 leading-7 text-slate-700">{step}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <div className="grid gap-6 lg:grid-cols-2">
          <section className={card}>
            <SectionHeading>{about.delivery.title}</SectionHeading>
            <ContentBlocks blocks={about.delivery.body} />
          </section>
          <section className={card}>
            <SectionHeading>{about.commitment.title}</SectionHeading>
            <ul className="space-y-3">
              {about.commitment.items.map((item) => (
                <li key={item} className="flex gap-3 leading-7 text-slate-700">
                  <CheckIcon className="mt-1 size-5 shrink-0 text-accent-600" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <ContentCta title={about.cta.title} text={about.cta.text}>
          <ContentLinks withFaq />
        </ContentCta>
      </div>
    </Page>
  );
}
