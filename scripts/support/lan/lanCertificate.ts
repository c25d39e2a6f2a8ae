import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/** The LAN server's key and certificate (PEM), and whether they were made on this start. */
export interface LanCertificate {
  key: string;
  cert: string;
  made: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Apple's devices refuse a TLS certificate valid for longer. */
const VALID_DAYS = 397;
/** A certificate this close to its end is made anew, not kept. */
const RENEW_DAYS = 30;

/** Whether the kept certificate names every address, matches its key and has a while to run. */
function stillServes(key: string, cert: string, addresses: string[], now: Date): boolean {
  try {
    const x509 = new X509Certificate(cert);
    const covered = addresses.every((address) =>
      isIP(address) ? x509.checkIP(address) !== undefined : x509.checkHost(address) !== undefined,
    );
    return (
      covered &&
      Date.parse(x509.validTo) - now.getTime() > RENEW_DAYS * DAY_MS &&
      x509.checkPrivateKey(createPrivateKey(key))
    );
  } catch {
    return false;
  }
}

/**
 * The self-signed certificate of the LAN server, kept in `folder` (key.pem, cert.pem) so that a
 * device that has accepted it once is not warned again at the next start. It is made anew when there
 * is none, when it does not name every address (the computer moved to another network) or when it is
 * about to run out. It is no certificate authority: it can vouch for this server only.
 */
export async function lanCertificate(folder: string, addresses: string[], now = new Date()) {
  const keyFile = join(folder, 'key.pem');
  const certFile = join(folder, 'cert.pem');
  const kept = await Promise.all([readFile(keyFile, 'utf8'), readFile(certFile, 'utf8')]).catch(() => null);
  if (kept && stillServes(kept[0], kept[1], addresses, now)) {
    return { key: kept[0], cert: kept[1], made: false } satisfies LanCertificate;
  }
  const names = [...new Set(['127.0.0.1', 'localhost', ...addresses])];
  const pems = await generate([{ name: 'commonName', value: `To Glory! on ${hostname()}` }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - DAY_MS),
    notAfterDate: new Date(now.getTime() + VALID_DAYS * DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: names.map((name) => (isIP(name) ? { type: 7, ip: name } : { type: 2, value: name })),
      },
    ],
  });
  await mkdir(folder, { recursive: true });
  await writeFile(keyFile, pems.private, { mode: 0o600 });
  await writeFile(certFile, pems.cert);
  return { key: pems.private, cert: pems.cert, made: true } satisfies LanCertificate;
}
