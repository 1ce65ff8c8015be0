import { type ReactNode, useId } from 'react';

export const footerLinkClasses =
  'rounded text-brand-100 underline-offset-4 hover:text-white hover:underline';

/** A titled list of footer links; renders nothing without items. */
export function FooterSection({ title, children }: { title: string; children: ReactNode[] }) {
  const titleId = useId();
  const items = children.filter(Boolean);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-sm font-semibold tracking-wider text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-3 text-sm">{items}</ul>
    </section>
  );
}

export function ExternalLink({
  href,
  label,
  newTabText,
}: {
  href: string;
  label: string;
  newTabText: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={footerLinkClasses}>
      {label}
      <span className="sr-only"> {newTabText}</span>
    </a>
  );
}
