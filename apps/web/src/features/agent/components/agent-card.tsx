import type { ReactNode } from 'react';

export type AgentCardProps = {
  title: string;
  lead?: string;
  /** Buttons beside the title (the CSV export). */
  actions?: ReactNode;
  children: ReactNode;
};

/** One titled panel of the agent's page. */
export function AgentCard({ title, lead, actions, children }: AgentCardProps) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
          {lead && <p className="mt-1 text-sm text-slate-600">{lead}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
