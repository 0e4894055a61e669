/**
 * A session's device as the sessions list names it (docs/security.md#sessions): browser and system
 * read from the user agent by Bowser, e.g. `Chrome on Windows`.
 * @module
 */
import Bowser from 'bowser';

/** `Browser on System` from `userAgent`, or `Unknown device` when there is none or it says nothing. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name || os.name || 'Unknown device';
}
