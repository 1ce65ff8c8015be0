import { Page } from '@/components/ui/page';
import { useContent } from '../hooks/use-content';
import { legalDocumentSchema } from '../lib/content-schemas';
import { ContentBlocks } from './content-blocks';
import { SectionHeading } from './section-heading';
import { TableOfContents } from './table-of-contents';

/** Pages this long get a table of contents. */
const tocFromSections = 4;

export type LegalPageProps = { name: 'privacy' | 'terms' | 'cookiePolicy' | 'disclaimer' };

/** A legal text of the `content` catalogue; each section is linkable by its key (`#rights`). */
export function LegalPage({ name }: LegalPageProps) {
  const page = useContent(name, legalDocumentSchema);
  const sections = Object.entries(page.sections);
  const withToc = sections.length >= tocFromSections;
  return (
    <Page title={page.title} lead={page.lead}>
      <div className={withToc ? 'grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14' : ''}>
        {withToc && (
          <aside>
            <TableOfContents entries={sections.map(([id, { title }]) => ({ id, title }))} />
          </aside>
        )}
        <div className="max-w-3xl space-y-12">
          {sections.map(([id, section]) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`}>
              <SectionHeading id={`${id}-title`}>{section.title}</SectionHeading>
              <ContentBlocks blocks={section.body} />
            </section>
          ))}
        </div>
      </div>
    </Page>
  );
}
