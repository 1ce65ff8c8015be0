/** A busy indicator with its text for screen readers (and sighted users, under it). */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-slate-600">
      <span className="size-9 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <span>{label}</span>
    </div>
  );
}
