/** Waits for a committed change, then drops a cache so the next read sees the change. */
export async function invalidating<T>(
  cache: { invalidate(): void },
  change: Promise<T>,
): Promise<T> {
  const result = await change;
  cache.invalidate();
  return result;
}
