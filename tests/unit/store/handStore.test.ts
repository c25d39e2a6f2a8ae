import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initPhysics } from '../../../src/physics';
import { CUBE_SIZE_CM } from '../../../src/physics/cubeSpec';
import { piecePose } from '../../../src/physics/pieceSpecs';
import { DECK_TOP_CM, FREE_DECK, SHIP_HALF_BEAM_CM } from '../../../src/physics/shipSpec';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { toWorld, type Vec3 } from '../../../src/physics/vec';
import { handDropScore, useHandStore } from '../../../src/store/sandbox/handStore';
import { useSandboxStore } from '../../../src/store/sandbox/sandboxStore';
import { emptySeaLayout, pieceWorld } from '../../../src/table/sandboxLayout';

/** A point in the blue ship's own frame (the empty-sea layout's target), in world cm. */
function onBlue(local: Vec3): Vec3 {
  const blue = emptySeaLayout().pieces.find((piece) => piece.id === 'blue');
  if (!blue) throw new Error('no blue ship in the empty-sea layout');
  const { x, z, yaw } = pieceWorld(blue);
  const pose = piecePose(x, z, yaw);
  return toWorld(pose.position, pose.rotation, local);
}

const deckMiddle = (FREE_DECK.minX + FREE_DECK.maxX) / 2;
const still = { velocity: [0, 0, 0] as Vec3, spin: [0, 0, 0] as Vec3 };

beforeAll(async () => {
  await initPhysics();
});

beforeEach(() => {
  useSandboxStore.getState().setLayout(emptySeaLayout());
  useHandStore.setState({ drops: [], on: true });
});

describe('hand mode: a cube let go by hand is recorded and scored like a volley', () => {
  it('a cube dropped 3 cm onto the target deck lands there: 2 coins', () => {
    const drop = useHandStore.getState().release({
      ...still,
      rotation: [0, 0, 0, 1],
      position: onBlue([deckMiddle, DECK_TOP_CM + CUBE_SIZE_CM / 2 + 3, 0.3]),
    });
    expect(drop?.trace.launch.kind).toBe('thrown');
    expect(drop?.trace.endReason).toBe('rest');
    const score = drop && handDropScore(drop, DEFAULT_THRESHOLDS);
    expect(score).toMatchObject({ award: 'landed', piece: 'blue', part: 'deck' });
    expect(useHandStore.getState().drops).toHaveLength(1);
  });

  it('the same drop beside the ship lies in the sea and scores nothing', () => {
    const drop = useHandStore.getState().release({
      ...still,
      rotation: [0, 0, 0, 1],
      position: onBlue([deckMiddle, CUBE_SIZE_CM / 2 + 3, SHIP_HALF_BEAM_CM + 2]),
    });
    const score = drop && handDropScore(drop, DEFAULT_THRESHOLDS);
    expect(score).toMatchObject({ award: 'none', rest: { kind: 'board' } });
  });

  it('a landed drop is re-scored under edited thresholds: a settle time longer than its rest is not landed', () => {
    const drop = useHandStore.getState().release({
      ...still,
      rotation: [0, 0, 0, 1],
      position: onBlue([deckMiddle, DECK_TOP_CM + CUBE_SIZE_CM / 2 + 3, 0.3]),
    });
    if (!drop) throw new Error('no drop recorded');
    const restSeconds = drop.trace.steps * drop.trace.dt;
    expect(restSeconds).toBeLessThan(1);
    expect(handDropScore(drop, { ...DEFAULT_THRESHOLDS, settleTime: 1 })?.award).not.toBe('landed');
    expect(handDropScore(drop, DEFAULT_THRESHOLDS)?.award).toBe('landed');
  });

  it('a cube thrown sideways at the hull from the sea is a hit, not landed', () => {
    const drop = useHandStore.getState().release({
      ...still,
      rotation: [0, 0, 0, 1],
      position: onBlue([0, 0.6, SHIP_HALF_BEAM_CM + 3]),
      velocity: (() => {
        const a = onBlue([0, 0, 0]);
        const b = onBlue([0, 0, -300]);
        return [b[0] - a[0], 0, b[2] - a[2]] as Vec3;
      })(),
    });
    const score = drop && handDropScore(drop, DEFAULT_THRESHOLDS);
    expect(score).toMatchObject({ award: 'hit', piece: 'blue' });
  });
});
