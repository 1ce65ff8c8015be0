import { Button } from '@/components/ui/button';

export type SubmitButtonProps = {
  label: string;
  /** Shown instead of `label` while the request runs. */
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
};

/** The full-width submit button of the account forms; disabled while its request runs. */
export function SubmitButton({ label, pendingLabel, pending, disabled }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled || pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
