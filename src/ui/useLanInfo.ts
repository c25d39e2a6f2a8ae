import { useEffect, useState } from 'react';
import { LAN_INFO_PATH, type LanInfo, lanInfoSchema } from './lanInfo';

/**
 * The LAN addresses the server gives at LAN_INFO_PATH (`npm start -- --lan`); 'off' where it gives
 * none (the dev server, a plain preview, no network), null while asking.
 */
export function useLanInfo(): LanInfo | 'off' | null {
  const [info, setInfo] = useState<LanInfo | 'off' | null>(null);
  useEffect(() => {
    let current = true;
    fetch(LAN_INFO_PATH, { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (json: unknown) => lanInfoSchema.safeParse(json).data ?? 'off',
        () => 'off' as const,
      )
      .then((found) => {
        if (current) setInfo(found);
      });
    return () => {
      current = false;
    };
  }, []);
  return info;
}
