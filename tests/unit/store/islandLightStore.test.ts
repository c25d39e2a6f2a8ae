import { beforeEach, describe, expect, it } from 'vitest';
import { useIslandLightStore } from '../../../src/store/game/islandLightStore';

describe('the lit islands', () => {
  beforeEach(() => useIslandLightStore.getState().light([]));

  it('lights each island once, in the order asked', () => {
    useIslandLightStore.getState().light(['C', 'A', 'C']);
    expect(useIslandLightStore.getState().lit).toEqual(['C', 'A']);
  });

  it('keeps its array when the same islands are lit again, so the board is not redrawn', () => {
    useIslandLightStore.getState().light(['A', 'C']);
    const before = useIslandLightStore.getState().lit;
    let changes = 0;
    const unsubscribe = useIslandLightStore.subscribe(() => {
      changes += 1;
    });
    useIslandLightStore.getState().light(['C', 'A', 'A']);
    expect(useIslandLightStore.getState().lit).toBe(before);
    expect(changes).toBe(0);
    useIslandLightStore.getState().light(['A']);
    unsubscribe();
    expect(useIslandLightStore.getState().lit).toEqual(['A']);
    expect(changes).toBe(1);
  });
});
