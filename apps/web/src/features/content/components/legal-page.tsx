import { Page } from '@/components/ui/page';
import { useContent } from '../hooks/use-content';
import { ContentBlocks } from './content-blocks';
import { LinkedSection } from './linked-section';
import { TocLayout } from './toc-layout';

export type LegalPageProps = { name: 'privacy' | 'terms' | 'cookiePolicy' | 'disclaimer' };

/** A legal text of the `content` catalogue; each section is linkable by its key (`#rights`). */
export function LegalPage({ name }: LegalPageProps) {
  const page = useContent(name);
  const sections = Object.entries(page.sections);
  return (
    <Page title={page.title} lead={page.lead}>
      <TocLayout entries={sections.map(([id, { title }]) => ({ id, title }))}>
        {sections.map(([id, section]) => (
          <LinkedSection key={id} id={id} title={section.title}>
            <ContentBlocks blocks={section.body} />
          </LinkedSection>
        ))}
      </TocLayout>
    </Page>
  );
}
