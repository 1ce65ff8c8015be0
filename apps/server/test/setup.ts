import { afterAll } from 'vitest';
import { closeLeftOpen } from './helpers/left-open.ts';

// Runs after the file's own hooks: whatever they did not close would outlive the file.
afterAll(async () => {
  const left = await closeLeftOpen();
  if (left.length > 0) {
    throw new Error(`left open by this file (close them in afterAll): ${left.join(', ')}`);
  }
});
