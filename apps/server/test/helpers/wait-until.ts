/** Polls `check` until it holds (background work: jobs, mails), failing after `timeoutMs`. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, what = 'the condition' } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
