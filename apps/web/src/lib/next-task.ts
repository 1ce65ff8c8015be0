/** Resolves in the next task: what runs after it no longer lengthens the current one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
