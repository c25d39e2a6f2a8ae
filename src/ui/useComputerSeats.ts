import { useMemo } from 'react';
import type { Seat } from '../engine';
import { useGameStore } from '../store/game/gameStore';
import { useOnlineStore } from '../store/online/onlineStore';

/**
 * The seats a computer captain plays: at a remote table the server's computers (a stand-in plays a
 * person's seat only now and then), on this device the seats given a level.
 */
export function useComputerSeats(): ReadonlySet<Seat> {
  const remote = useGameStore((store) => store.remote !== null);
  const localSeats = useGameStore((store) => store.seats);
  const remoteSeats = useOnlineStore((store) => store.table?.seats);
  return useMemo(() => {
    const computers = new Set<Seat>();
    if (remote)
      remoteSeats?.forEach((seat, index) => {
        if (seat.kind === 'computer') computers.add(index);
      });
    else
      localSeats.forEach((kind, index) => {
        if (kind !== 'person') computers.add(index);
      });
    return computers;
  }, [remote, localSeats, remoteSeats]);
}
