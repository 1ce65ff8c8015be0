/**
 * The error toasts on screen, by id. Kept apart from sonner so the layout can clear them on
 * navigation without carrying sonner on the first screen.
 */
const shown = new Set<string>();

export function rememberShownError(id: string): void {
  shown.add(id);
}

/** An error belongs to the screen that raised it: leaving the screen dismisses it. */
export function dismissShownErrors(): void {
  if (shown.size === 0) return;
  const ids = [...shown];
  shown.clear();
  void import('sonner').then(({ toast }) => {
    for (const id of ids) toast.dismiss(id);
  });
}
