/** What one client is, for the rate limits: an IPv4 address or an IPv6 /64, in one spelling. */
import { describe, expect, it } from 'vitest';
import { clientNetwork } from '../../netlify/functions/_shared/security/client-key.ts';

describe('clientNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetwork('192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetwork(' 192.0.2.1 ')).toBe('192.0.2.1');
  });

  it('reduces an IPv6 address to its /64, however it is written', () => {
    const spellings = [
      '2001:db8:1:2::1',
      '2001:DB8:1:2::FFFF',
      '2001:0db8:0001:0002:0000:0000:0000:0003',
      '2001:db8:1:2:a:b:c:d',
      '[2001:db8:1:2::9]',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2:3:4:192.0.2.1',
    ];
    for (const address of spellings) expect(clientNetwork(address), address).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('1::2:3:4:5:6:7')).toBe('1:0:2:3::/64');
  });

  it('treats an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientNetwork('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetwork('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(clientNetwork('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetwork('[::ffff:192.0.2.1]')).toBe('192.0.2.1');
  });

  it('keeps anything that is not an address as given (the load test names its simulated clients)', () => {
    expect(clientNetwork('load-client:visitor-1')).toBe('load-client:visitor-1');
    expect(clientNetwork('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});
