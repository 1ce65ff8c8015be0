import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { Button } from './button';
import { CopyIcon } from './icons';

export type CopyFieldProps = {
  label: string;
  value: string;
  /** The button's accessible name, e.g. 'Copiar cuenta'; `copyText` is what it shows. */
  copyLabel: string;
  copyText: string;
  copiedText: string;
  failedText: string;
  /** Long values without spaces (addresses, hashes) wrap anywhere. */
  breakAll?: boolean;
};

/** A value the sender must type elsewhere, with a button that copies it and says so in a toast. */
export function CopyField({
  label,
  value,
  copyLabel,
  copyText,
  copiedText,
  failedText,
  breakAll,
}: CopyFieldProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(copiedText);
    } catch {
      // No clipboard (insecure page, denied permission): the sender can still select the text.
      notify.error(failedText);
    }
  };
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <dl className="min-w-0">
        <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
        <dd
          className={cn(
            'mt-0.5 font-mono text-base font-semibold text-slate-900 select-all',
            breakAll ? 'break-all' : 'break-words',
          )}
        >
          {value}
        </dd>
      </dl>
      <Button
        variant="secondary"
        size="sm"
        aria-label={copyLabel}
        className="shrink-0"
        onClick={() => void copy()}
      >
        <CopyIcon className="size-4" />
        {copyText}
      </Button>
    </div>
  );
}
