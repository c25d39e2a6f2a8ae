import { build, type PreviewServer, preview } from 'vite';
import { bindsEveryInterface, httpsUrl, lanAddresses } from './lanAddresses';
import { lanBanner } from './lanBanner';
import { lanCertificate } from './lanCertificate';
import { lanInfo, lanInfoPlugin } from './lanInfoPlugin';
import type { StartOptions } from './startOptions';

/**
 * Serves the built game to other devices on the network: over https with this computer's own
 * certificate (kept in `certificateFolder`), the LAN addresses at LAN_INFO_PATH for the home page, and
 * Vite's proxy to the game server at /online as under the dev server. A build, not the dev server: the
 * service worker, and a phone loading a few files rather than hundreds of modules.
 */
export async function serveOnLan(options: StartOptions, certificateFolder: string): Promise<PreviewServer> {
  const addresses = lanAddresses(options.host);
  if (addresses.length === 0) {
    throw new Error(
      'This computer has no address on a network (Wi-Fi or cable) that another device could open.',
    );
  }
  const certificate = await lanCertificate(certificateFolder, addresses);
  if (options.build) {
    console.log('Building the game for other devices (half a minute or so)…');
    await build({ mode: options.mode, logLevel: 'warn' });
  }
  const urls = addresses.map((address) => httpsUrl(address, options.port));
  const server = await preview({
    mode: options.mode,
    preview: {
      host: options.host,
      port: options.port,
      strictPort: true,
      https: { key: certificate.key, cert: certificate.cert },
    },
    plugins: [lanInfoPlugin(await lanInfo(urls))],
  });
  const local = bindsEveryInterface(options.host) ? httpsUrl('127.0.0.1', options.port) : null;
  console.log(
    await lanBanner({
      urls,
      localUrl: local,
      certificateFile: `${certificateFolder}/cert.pem`,
      certificateMade: certificate.made,
    }),
  );
  return server;
}
