import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/** Interfaces no phone on the Wi-Fi reaches (containers, virtual machines, tunnels): listed last. */
const VIRTUAL = /^(docker|br-|veth|virbr|vmnet|vboxnet|cni|flannel|podman|tun|tap|utun|zt|tailscale|wg)/;

/** Binding every interface: 0.0.0.0 or ::. */
export function bindsEveryInterface(host: string): boolean {
  return host === '0.0.0.0' || host === '::';
}

/**
 * The IPv4 addresses other devices on the network reach this computer at, when the server binds
 * `host`: every interface's (real network cards before virtual ones) for 0.0.0.0 or ::, else the host
 * itself.
 */
export function lanAddresses(host: string, interfaces = networkInterfaces()): string[] {
  if (!bindsEveryInterface(host)) return [host];
  const found = Object.entries(interfaces).flatMap(([name, entries]) =>
    (entries ?? [])
      .filter((entry) => entry.family === 'IPv4' && !entry.internal)
      .map((entry) => ({ address: entry.address, virtual: VIRTUAL.test(name) })),
  );
  return [...found.filter((one) => !one.virtual), ...found.filter((one) => one.virtual)].map(
    (one) => one.address,
  );
}

/** The page's address at `host` (an IPv6 address in brackets). */
export function httpsUrl(host: string, port: number): string {
  return `https://${isIP(host) === 6 ? `[${host}]` : host}:${port}/`;
}
