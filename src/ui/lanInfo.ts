import { z } from 'zod';

/**
 * What `npm start -- --lan` tells the page at LAN_INFO_PATH: the addresses where phones and tablets on
 * the same network reach this game, each with its QR code (an SVG made by the start script, so the page
 * carries no QR encoder). Under any other server the path answers no such JSON, and the page says how
 * to turn the LAN on.
 */
export const LAN_INFO_PATH = '/lan.json';

const lanAddressSchema = z.object({
  url: z.url({ protocol: /^https$/ }),
  qrSvg: z.string().startsWith('<svg'),
});
export const lanInfoSchema = z.object({ addresses: z.array(lanAddressSchema).min(1) });

/** 127.0.0.0/8, ::1 (bracketed or not) and localhost: only this computer reaches them. */
export function isLoopback(host: string): boolean {
  return /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/.test(host);
}

export type LanAddress = z.infer<typeof lanAddressSchema>;
export type LanInfo = z.infer<typeof lanInfoSchema>;

/**
 * What the player must accept and what works, said the same in the terminal and on the page. The
 * certificate is made by the computer that runs the game, so the browser warns once; past the warning
 * the page is a secure context, but browsers register no service worker under a certificate they do not
 * trust (the LAN browser test shows Chromium refusing it), so that device gets no offline play and no
 * install.
 */
export const LAN_WORDS = {
  warning:
    'The browser warns that the connection is not private: this computer made its own certificate. ' +
    'Accept it once (Advanced, then Proceed; in Safari, Show Details, then visit this website).',
  works:
    'Everything in the game works there: pass-and-play, computer captains, the sandbox, tables online, ' +
    'sharing an invite link.',
  lost: 'Not there: playing offline and installing the game, which a browser allows only under a certificate it trusts.',
} as const;
