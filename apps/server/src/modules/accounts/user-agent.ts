import type { AccountSession } from '@giro/shared';
import Bowser from 'bowser';

export type DeviceSummary = Pick<AccountSession, 'browser' | 'system' | 'device'>;

const devices: Record<string, DeviceSummary['device']> = {
  desktop: 'desktop',
  mobile: 'mobile',
  tablet: 'tablet',
};

const named = (name?: string, version?: string) =>
  name ? [name, version].filter(Boolean).join(' ') : null;

/** Browser, system and kind of device a User-Agent names (bowser's reading of it). */
export function describeUserAgent(userAgent: string | null): DeviceSummary {
  if (!userAgent) return { browser: null, system: null, device: 'other' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  return {
    browser: named(parsed.browser.name, major),
    system: named(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
    device: devices[parsed.platform.type ?? ''] ?? 'other',
  };
}

/** "Chrome 131 · Android 14": a session's or a passkey's name in mails and lists. */
export function deviceLabel(userAgent: string | null): string {
  const { browser, system } = describeUserAgent(userAgent);
  return [browser, system].filter(Boolean).join(' · ') || '—';
}
