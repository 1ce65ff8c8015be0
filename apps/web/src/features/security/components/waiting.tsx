/** A quiet line while something loads (the security screens' own, so they need no feature's). */
export function Waiting({ label }: { label: string }) {
  return (
    <p role="status" className="py-6 text-center text-sm text-slate-600">
      {label}
    </p>
  );
}
