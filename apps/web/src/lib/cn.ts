/** Joins the class names that are set; callers avoid passing conflicting utilities. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
