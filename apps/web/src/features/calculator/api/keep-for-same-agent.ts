/**
 * `placeholderData` for a query keyed `[name, hash, …]`: keeps the form on screen while a
 * language change refetches; another agent starts afresh.
 */
export function keepForSameAgent(hash: string) {
  return <T>(
    previous: T | undefined,
    previousQuery: { queryKey: readonly unknown[] } | undefined,
  ) => (previousQuery?.queryKey[1] === hash ? previous : undefined);
}
