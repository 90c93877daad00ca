import { parse, type OSDetails } from 'bowser';
import type { SessionDevice } from '@partners/contract';

/** What the sessions list shows of a browser: `Chrome 131`, `Windows`, desktop. */
export type ParsedAgent = { browser: string | null; os: string | null; device: SessionDevice };

/** Bowser's long names, as people call these browsers. */
const BROWSER_NAMES: Record<string, string> = {
  'Samsung Internet for Android': 'Samsung Internet',
  'NAVER Whale Browser': 'Whale',
  'Microsoft Edge': 'Edge',
  'Internet Explorer': 'IE',
};

const DEVICES: Record<string, SessionDevice> = { desktop: 'desktop', mobile: 'mobile', tablet: 'tablet' };

const major = (version: string | undefined) => version?.split('.')[0] ?? '';
const majorMinor = (version: string | undefined) => version?.split('.').slice(0, 2).join('.') ?? '';

/**
 * The operating system as far as the user agent tells the truth: Windows 10 and 11 both send NT 10.0, and
 * every macOS since 11 sends 10.15.7, so those show without a version.
 */
function osLabel(os: OSDetails): string | null {
  if (!os.name) return null;
  if (os.name === 'Windows') return os.versionName && os.versionName !== '10' ? `Windows ${os.versionName}` : 'Windows';
  if (os.name === 'macOS') return 'macOS';
  const version = os.name === 'Android' ? major(os.version) : majorMinor(os.version);
  return version ? `${os.name} ${version}` : os.name;
}

/** Parses a session's stored user agent with bowser; an empty or unknown one gives nulls. */
export function parseUserAgent(userAgent: string | null): ParsedAgent {
  if (!userAgent?.trim()) return { browser: null, os: null, device: 'unknown' };
  const parsed = parse(userAgent);
  const name = parsed.browser.name ? (BROWSER_NAMES[parsed.browser.name] ?? parsed.browser.name) : null;
  const version = major(parsed.browser.version);
  return {
    browser: name ? (version ? `${name} ${version}` : name) : null,
    os: osLabel(parsed.os),
    device: DEVICES[parsed.platform.type ?? ''] ?? 'unknown',
  };
}
