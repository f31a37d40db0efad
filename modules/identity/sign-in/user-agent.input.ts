import { UAParser } from 'ua-parser-js';
import type { ClientDetails } from '@school/modules/identity';

const MAX = 100;

const field = (value: string | undefined): string | null => (value ? value.slice(0, MAX) : null);

/** Operating system and browser, names and versions, as far as the User-Agent tells them. */
export function clientFromUserAgent(userAgent: string): ClientDetails {
  const { os, browser } = UAParser(userAgent);
  return {
    nomSo: field(os.name),
    txtVersaoSo: field(os.version),
    nomNavegador: field(browser.name),
    txtVersaoNavegador: field(browser.version),
  };
}

/** "::ffff:10.0.0.9" is how Node shows an IPv4 client on a dual-stack socket; auditors read 10.0.0.9. */
export function plainIp(ip: string): string {
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}
