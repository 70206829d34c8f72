import { BlockList, isIP, isIPv4, isIPv6 } from 'node:net';

/** Why an address cannot go on the accept list; the message is for the user. */
export class AcceptedIpError extends Error {
  override name = 'AcceptedIpError';
}

/**
 * Ranges that are never a client's public address (RFC 6890 special-purpose blocks): the
 * accept list names the address the remote access server sees, which is a public one.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.168.0.0', 16], // private
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}

/**
 * An address for the accept list: one public IPv4 address in dotted-quad form, as the API
 * describes it (`format: ipv4`). IPv6 addresses and CIDR ranges are recognised and refused
 * with their own message.
 */
export function parseAcceptedIp(input: string): string {
  const ip = input.trim();
  const slash = ip.indexOf('/');
  if (slash !== -1 && isIP(ip.slice(0, slash)) !== 0) {
    throw new AcceptedIpError(
      `${ip} is an address range; the accept list takes single IPv4 addresses.`,
    );
  }
  if (isIPv6(ip)) {
    throw new AcceptedIpError(`${ip} is an IPv6 address; the accept list takes IPv4 addresses.`);
  }
  if (!isIPv4(ip)) throw new AcceptedIpError(`${ip} is not an IPv4 address.`);
  if (NOT_PUBLIC.check(ip, 'ipv4')) {
    throw new AcceptedIpError(
      `${ip} is a private or reserved address; only public IPv4 addresses can be accepted.`,
    );
  }
  return ip;
}
