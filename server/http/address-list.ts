// Whether a client address is one of a configured list of addresses and CIDR ranges (the forms TRUSTED_PROXIES and
// RATE_LIMIT_ALLOW accept, validated in config.ts). Node's BlockList does the matching; an IPv4 client seen through a
// dual-stack socket (::ffff:10.0.0.5) is matched as the IPv4 address it is, so "10.0.0.0/8" covers it either way.
import net from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

export function addressMatcher(entries: readonly string[]): (address: string | undefined) => boolean {
  if (entries.length === 0) return () => false;
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = net.isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    const ipv4 = IPV4_MAPPED.exec(address)?.[1] ?? (net.isIPv4(address) ? address : null);
    if (ipv4) return list.check(ipv4, 'ipv4');
    return net.isIPv6(address) && list.check(address, 'ipv6');
  };
}
