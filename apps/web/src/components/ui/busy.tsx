/** Work in progress, told in words beside a small spinner (role=status reads it out). */
export function Busy({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 text-sm font-medium text-slate-600">
      <span className="size-5 shrink-0 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-700" />
      {label}
    </p>
  );
}
