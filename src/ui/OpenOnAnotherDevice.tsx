import { useEffect, useState } from 'react';
import './OpenOnAnotherDevice.css';
import { isLoopback, LAN_WORDS, type LanAddress, type LanInfo } from './lanInfo';
import { useLanInfo } from './useLanInfo';

/**
 * "Open on another device" on the home page: under `npm start -- --lan`, the address and QR code that
 * phones and tablets on the same network open (opened at once), with the certificate warning they will
 * see and what works there; elsewhere, how to get there.
 */
export function OpenOnAnotherDevice() {
  const info = useLanInfo();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(info !== null && info !== 'off'), [info]);
  if (info === null) return null;
  return (
    <details className="other-device" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Open on another device</summary>
      {info === 'off' ? <NotOnTheNetwork /> : <OnTheNetwork info={info} />}
    </details>
  );
}

function OnTheNetwork({ info }: { info: LanInfo }) {
  // the address this page came through first: it is the one that works from here
  const [shown, setShown] = useState(() =>
    Math.max(
      0,
      info.addresses.findIndex((address) => new URL(address.url).origin === location.origin),
    ),
  );
  const address = info.addresses[shown] ?? (info.addresses[0] as LanAddress);
  return (
    <div className="other-device-body" data-testid="lan-address">
      <p>Scan the code with a phone or tablet on the same network as this computer, or type the address:</p>
      <figure className="other-device-code">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(address.qrSvg)}`}
          alt={`QR code of ${address.url}`}
        />
        <figcaption className="other-device-url">{address.url}</figcaption>
      </figure>
      {info.addresses.length > 1 && (
        <fieldset className="other-device-choice">
          <legend>Addresses of this computer</legend>
          {info.addresses.map((other, index) => (
            <button
              key={other.url}
              type="button"
              aria-pressed={index === shown}
              onClick={() => setShown(index)}
            >
              {new URL(other.url).host}
            </button>
          ))}
        </fieldset>
      )}
      <p>{LAN_WORDS.warning}</p>
      <p>{LAN_WORDS.works}</p>
      <p>{LAN_WORDS.lost}</p>
    </div>
  );
}

function NotOnTheNetwork() {
  if (!isLoopback(location.hostname)) {
    return (
      <div className="other-device-body">
        <p>
          On the other device, open this same address:{' '}
          <span className="other-device-url">{location.origin}</span>
        </p>
      </div>
    );
  }
  return (
    <div className="other-device-body">
      <p>
        To play on a phone or tablet on the same network, start the game on this computer with{' '}
        <code>npm start -- --lan</code>: the page it serves shows here the address to open and a code to scan.
      </p>
    </div>
  );
}
