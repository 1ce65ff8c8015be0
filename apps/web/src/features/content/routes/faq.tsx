import { ChevronDownIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { ContentBlocks } from '../components/content-blocks';
import { ContentCta } from '../components/content-cta';
import { ContentLinks } from '../components/content-links';
import { LinkedSection } from '../components/linked-section';
import { TocLayout } from '../components/toc-layout';
import { useContent } from '../hooks/use-content';

/** Questions grouped by topic; each answer opens in place (a native, accessible disclosure). */
export function FaqRoute() {
  const faq = useContent('faq');
  const groups = Object.entries(faq.groups);
  return (
    <Page title={faq.title} lead={faq.lead}>
      <TocLayout entries={groups.map(([id, { title }]) => ({ id, title }))}>
        {groups.map(([groupId, group]) => (
          <LinkedSection key={groupId} id={groupId} title={group.title}>
            <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              {Object.entries(group.items).map(([itemId, item]) => (
                <details key={itemId} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-brand-900 hover:bg-slate-50 sm:px-6 [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
                  </summary>
                  <div className="px-5 pb-5 sm:px-6">
                    <ContentBlocks blocks={item.answer} />
                  </div>
                </details>
              ))}
            </div>
          </LinkedSection>
        ))}
        <ContentCta title={faq.more.title} text={faq.more.text}>
          <ContentLinks />
        </ContentCta>
      </TocLayout>
    </Page>
  );
}
