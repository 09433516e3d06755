import 'server-only';
import Bowser from 'bowser';

/**
 * How a person recognises a device from its user agent: "Chrome on macOS". Versions
 * are left out, so a browser update is not a new device.
 */
export function deviceLabel(userAgent: string): string {
  if (!userAgent) return 'An unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name && !os.name) return 'An unknown device';
  if (!os.name) return browser.name!;
  return `${browser.name ?? 'A browser'} on ${os.name}`;
}
