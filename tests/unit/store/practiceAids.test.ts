import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AimEstimate } from '../../../src/captains/aimEstimator';
import type { GameState } from '../../../src/engine';
import { selectKrakenSpots } from '../../../src/store/game/gameSelectors';
import { type GameSetup, useGameStore } from '../../../src/store/game/gameStore';
import { PREVIEW_STRENGTHS } from '../../../src/store/volley/aimPreviewStore';
import { type AimPreviewCall, usePracticeAidStore } from '../../../src/store/volley/practiceAidStore';
import { inProcessVolleys } from '../../../src/store/volley/volleyService';
import { useVolleyStore } from '../../../src/store/volley/volleyStore';
import { type Wiring, wireStores } from '../../../src/store/wiring';

const SETUP: GameSetup = {
  players: [
    { name: 'Anne', ship: 'red', captain: 'helmsman' },
    { name: 'Mary', ship: 'yellow', captain: 'navigator' },
  ],
  firstSeat: 0,
  seed: 11,
};

const truth = () => useGameStore.getState().game as GameState;
const aids = () => usePracticeAidStore.getState();

/** A stand-in for the captain worker's sampling: every pose asked is kept; the answers are made up. */
function countingPreview() {
  const asked: Parameters<AimPreviewCall>[] = [];
  const preview: AimPreviewCall = (...args) => {
    asked.push(args);
    return Promise.resolve(
      (args[2].strengths ?? []).map(
        (strength): AimEstimate => ({
          strength,
          samples: 6,
          pNone: 1 - strength,
          pHit: strength,
          pLanded: 0,
          pKnockedOff: 0,
          pShipHit: 0,
          expectedCoins: strength,
          value: strength,
          landing: { forward: 40 * strength, side: 0 },
        }),
      ),
    );
  };
  return { preview, asked };
}

function startOnBoard(practiceAids: boolean) {
  useGameStore.getState().startGame({ ...SETUP, practiceAids });
  const [spot] = selectKrakenSpots(truth());
  if (!spot) throw new Error('no spot for the Kraken');
  useGameStore.getState().dispatch({ type: 'placeKraken', hex: spot[0], facing: spot[1][0] ?? 0 });
  useGameStore.getState().acknowledgeHandOff();
}

/** Until the answers asked for so far have come back. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let counting: ReturnType<typeof countingPreview>;
let wiring: Wiring;
beforeEach(() => {
  counting = countingPreview();
  wiring = wireStores({ volleys: inProcessVolleys, aimPreview: counting.preview });
});
afterEach(() => wiring.dispose());

describe('practice aids in the game', () => {
  it('are worked out only when the table has them on, for the volley being aimed', async () => {
    startOnBoard(false);
    useVolleyStore.getState().aim('ship');
    await settle();
    expect(counting.asked).toHaveLength(0);
    expect(aids().status).toBe('off');

    // switched on from the menu while aiming: the volley being aimed gets them
    useGameStore.getState().setPracticeAids(true);
    await settle();
    expect(counting.asked).toHaveLength(1);
    const [input, , options] = counting.asked[0] ?? [];
    expect(input?.firing).toMatchObject({ kind: 'ship', id: 'red' });
    expect(options?.strengths).toEqual(PREVIEW_STRENGTHS);
    expect(aids().status).toBe('ready');
    expect(aids().estimates).toHaveLength(PREVIEW_STRENGTHS.length);
    expect(aids().firing).toEqual(input?.firing);

    // the same pose is not asked again; another source is
    useVolleyStore.getState().cancel();
    expect(aids().status).toBe('off');
    useVolleyStore.getState().aim('tower');
    await settle();
    expect(counting.asked).toHaveLength(2);
    expect(counting.asked[1]?.[0].firing.kind).toBe('tower');

    // switched off: nothing shown, nothing more asked
    useGameStore.getState().setPracticeAids(false);
    expect(aids().status).toBe('off');
    useVolleyStore.getState().cancel();
    useVolleyStore.getState().aim('ship');
    await settle();
    expect(counting.asked).toHaveLength(2);
  });

  it('drop an answer that comes back after the aim was left', async () => {
    startOnBoard(true);
    useVolleyStore.getState().aim('ship');
    expect(aids().status).toBe('waiting');
    useVolleyStore.getState().cancel();
    await settle();
    expect(aids()).toMatchObject({ status: 'off', estimates: [] });
  });

  it('are saved with the game and come back with it', () => {
    startOnBoard(true);
    const saved = useGameStore.getState().exportSave();
    expect(saved).toContain('"practiceAids":true');
    useGameStore.getState().setPracticeAids(false);
    expect(useGameStore.getState().importSave(saved ?? '')).toBe(true);
    expect(useGameStore.getState().practiceAids).toBe(true);
    // off, the save says nothing of them (older saves read as off)
    useGameStore.getState().setPracticeAids(false);
    expect(useGameStore.getState().exportSave()).not.toContain('practiceAids');
  });
});
