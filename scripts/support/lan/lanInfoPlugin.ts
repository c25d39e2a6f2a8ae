import QRCode from 'qrcode';
import type { Plugin } from 'vite';
import { LAN_INFO_PATH, type LanInfo } from '../../../src/ui/lanInfo';

/** The page's LAN addresses, each with its QR code as an SVG (the same encoder as the terminal's). */
export async function lanInfo(urls: string[]): Promise<LanInfo> {
  const addresses = await Promise.all(
    urls.map(async (url) => ({ url, qrSvg: await QRCode.toString(url, { type: 'svg', margin: 4 }) })),
  );
  return { addresses };
}

/** Answers LAN_INFO_PATH on Vite's preview server with `info`, never cached. */
export function lanInfoPlugin(info: LanInfo): Plugin {
  const body = JSON.stringify(info);
  return {
    name: 'to-glory-lan-info',
    configurePreviewServer(server) {
      server.middlewares.use(LAN_INFO_PATH, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(body);
      });
    },
  };
}
