import { describe, expect, it } from 'vitest';
import { startOptions } from '../../../scripts/support/lan/startOptions';

describe('npm start options', () => {
  it('serves this computer alone unless asked', () => {
    expect(startOptions([], {})).toEqual({
      lan: false,
      host: '127.0.0.1',
      port: 5173,
      build: true,
      mode: undefined,
    });
    expect(startOptions([], { HOST: 'localhost' }).lan).toBe(false);
    expect(startOptions([], { HOST: '127.0.0.2', PORT: '2850' })).toMatchObject({ lan: false, port: 2850 });
  });

  it('--lan, HOST=0.0.0.0 or a HOST of the network each serve the LAN', () => {
    expect(startOptions(['--lan'], {})).toMatchObject({ lan: true, host: '0.0.0.0', build: true });
    expect(startOptions([], { HOST: '0.0.0.0' })).toMatchObject({ lan: true, host: '0.0.0.0' });
    expect(startOptions([], { HOST: '::' })).toMatchObject({ lan: true, host: '::' });
    expect(startOptions([], { HOST: '192.168.1.20' })).toMatchObject({ lan: true, host: '192.168.1.20' });
    // the browser test's LAN: https on loopback
    expect(startOptions(['--lan', '--no-build', '--mode', 'test'], { HOST: '127.0.0.1' })).toEqual({
      lan: true,
      host: '127.0.0.1',
      port: 5173,
      build: false,
      mode: 'test',
    });
  });

  it('refuses a wrong flag, HOST or PORT with what is wrong', () => {
    expect(() => startOptions(['--lna'], {})).toThrow(/--lna/);
    expect(() => startOptions([], { HOST: 'my-laptop' })).toThrow('HOST must be an IP address');
    for (const port of ['0', '65536', '80.5', 'http']) {
      expect(() => startOptions([], { PORT: port })).toThrow(
        `PORT must be a whole number from 1 to 65535, not "${port}"`,
      );
    }
    expect(() => startOptions(['--no-build'], {})).toThrow('--no-build is for the LAN');
  });
});
