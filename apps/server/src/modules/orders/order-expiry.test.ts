import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startExpirySweeper } from './order-expiry.ts';

const log = pino({ level: 'silent' });
const logError = vi.spyOn(log, 'error');

describe('startExpirySweeper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sweeps once a minute until stopped', async () => {
    const expireDue = vi.fn(async () => 0);
    const stop = startExpirySweeper({ expireDue }, log);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(expireDue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(120_001);
    expect(expireDue).toHaveBeenCalledTimes(3);
    await stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(expireDue).toHaveBeenCalledTimes(3);
  });

  it('never overlaps a slow sweep, and stopping waits for it', async () => {
    let finish = () => {};
    const expireDue = vi.fn(() => new Promise<number>((resolve) => (finish = () => resolve(1))));
    const stop = startExpirySweeper({ expireDue }, log, 1_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(expireDue).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failed sweep and keeps sweeping', async () => {
    const expireDue = vi
      .fn()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValue(0);
    const stop = startExpirySweeper({ expireDue }, log, 1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(logError).toHaveBeenCalledOnce();
    expect(expireDue).toHaveBeenCalledTimes(2);
    await stop();
  });
});
