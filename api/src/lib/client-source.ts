import ipaddr from 'ipaddr.js';

/**
 * The key a client's address is counted under in rate limits. An IPv6 host usually holds
 * a whole /64 (one customer line, any number of addresses in it), so counting single
 * IPv6 addresses would let one attacker take a fresh address for every try: IPv6 is
 * counted per /64, IPv4 (and IPv4 mapped into IPv6) per address.
 */
export function clientSource(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const prefix = v6.parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
