import QRCode from 'qrcode';
import { LAN_WORDS } from '../../../src/ui/lanInfo';

export interface LanBannerFacts {
  /** The addresses other devices open, the likeliest first. */
  urls: string[];
  /** The address on this computer, when the server listens on its loopback too. */
  localUrl: string | null;
  certificateFile: string;
  certificateMade: boolean;
}

/**
 * What `npm start -- --lan` prints: where phones and tablets open the game, a QR code of the first
 * address (black on white whatever the terminal's colours), what the player must accept and what works.
 */
export async function lanBanner(facts: LanBannerFacts): Promise<string> {
  const [first, ...others] = facts.urls;
  const qr = first ? await QRCode.toString(first, { type: 'terminal', small: true }) : '';
  const lines = [
    '',
    '  To Glory! on your local network, over https',
    `  ➜  On a phone or tablet on the same network, open ${first} or scan:`,
    '',
    qr,
    ...others.map((url) => `  ➜  or (another network of this computer) ${url}`),
    ...(facts.localUrl ? [`  ➜  On this computer: ${facts.localUrl}`] : []),
    '',
    `  ${LAN_WORDS.warning}`,
    `  ${LAN_WORDS.works}`,
    `  ${LAN_WORDS.lost}`,
    facts.certificateMade
      ? `  The certificate was made on this start (${facts.certificateFile}): each device warns once.`
      : `  The certificate of an earlier start is kept (${facts.certificateFile}): a browser that remembers accepting it does not warn again.`,
    '',
  ];
  return lines.join('\n');
}
