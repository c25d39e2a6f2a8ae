import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSecureContext } from 'node:tls';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lanCertificate } from '../../../scripts/support/lan/lanCertificate';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2027-03-01T12:00:00Z');
let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'to-glory-cert-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('the LAN certificate', () => {
  it('is made for the addresses, loopback and localhost, for 397 days, a server certificate and no authority', async () => {
    const made = await lanCertificate(folder, ['192.168.1.20', '10.0.0.5'], NOW);
    expect(made.made).toBe(true);
    const x509 = new X509Certificate(made.cert);
    expect(x509.subjectAltName?.split(', ').sort()).toEqual(
      ['DNS:localhost', 'IP Address:10.0.0.5', 'IP Address:127.0.0.1', 'IP Address:192.168.1.20'].sort(),
    );
    expect(x509.ca).toBe(false);
    expect(x509.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']);
    expect(x509.subject).toMatch(/^CN=To Glory! on /);
    expect((Date.parse(x509.validTo) - NOW.getTime()) / DAY_MS).toBeCloseTo(397, 0);
    expect(Date.parse(x509.validFrom)).toBeLessThan(NOW.getTime());
    expect(() => createSecureContext({ key: made.key, cert: made.cert })).not.toThrow();
    // the key is for this user's eyes only
    expect(statSync(join(folder, 'key.pem')).mode & 0o077).toBe(0);
    expect(readFileSync(join(folder, 'cert.pem'), 'utf8')).toBe(made.cert);
  });

  it('is kept while it names every address and has over 30 days to run', async () => {
    const first = await lanCertificate(folder, ['192.168.1.20', '10.0.0.5'], NOW);
    const again = await lanCertificate(folder, ['10.0.0.5'], new Date(NOW.getTime() + 360 * DAY_MS));
    expect(again).toEqual({ ...first, made: false });
  });

  it('is made anew for a new address, near its end, or when its files are spoilt', async () => {
    const first = await lanCertificate(folder, ['192.168.1.20'], NOW);
    const moved = await lanCertificate(folder, ['192.168.7.7'], NOW);
    expect(moved.made).toBe(true);
    expect(moved.cert).not.toBe(first.cert);
    expect(new X509Certificate(moved.cert).checkIP('192.168.7.7')).toBe('192.168.7.7');

    const late = await lanCertificate(folder, ['192.168.7.7'], new Date(NOW.getTime() + 370 * DAY_MS));
    expect(late.made).toBe(true);

    writeFileSync(join(folder, 'cert.pem'), 'not a certificate');
    expect((await lanCertificate(folder, ['192.168.7.7'], NOW)).made).toBe(true);
    // a key that is not the certificate's
    const other = mkdtempSync(join(tmpdir(), 'to-glory-cert-'));
    const stranger = await lanCertificate(other, ['192.168.7.7'], NOW);
    rmSync(other, { recursive: true, force: true });
    writeFileSync(join(folder, 'key.pem'), stranger.key);
    expect((await lanCertificate(folder, ['192.168.7.7'], NOW)).made).toBe(true);
  });
});
