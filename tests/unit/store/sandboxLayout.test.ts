import { describe, expect, it } from 'vitest';
import { parseVolleyInput } from '../../../src/physics/volleyInput';
import { useSandboxStore } from '../../../src/store/sandbox/sandboxStore';
import {
  emptySeaLayout,
  layoutInput,
  layoutJson,
  parseLayout,
  SANDBOX_MAP,
  spaceOf,
  standardLayout,
} from '../../../src/table/sandboxLayout';

const landSpace = SANDBOX_MAP.islands.A[0] as string;

function reasonOf(text: string): string {
  const result = parseLayout(text);
  if (result.ok) throw new Error('expected the layout to be refused');
  return result.reason;
}

describe('sandbox layout files', () => {
  it('a saved layout loads back unchanged', () => {
    for (const layout of [standardLayout(), emptySeaLayout()]) {
      expect(parseLayout(layoutJson(layout))).toEqual({ ok: true, layout });
    }
  });

  it('a file that is not JSON says so', () => {
    expect(reasonOf('{ not json')).toBe('The layout file is not valid JSON.');
  });

  it('a bad field is named by its path', () => {
    const layout = {
      ...standardLayout(),
      pieces: standardLayout().pieces.map((p, i) => (i === 1 ? { ...p, facing: 7 } : p)),
    };
    expect(reasonOf(JSON.stringify(layout))).toMatch(/pieces\.1\.facing: must be 0–5/);
    expect(reasonOf(JSON.stringify({ ...standardLayout(), colour: 'red' }))).toMatch(/colour/);
  });

  it('a ship on land, two pieces on one space and a missing firer are refused', () => {
    const onLand = standardLayout();
    onLand.pieces[0] = { ...onLand.pieces[0], hex: landSpace } as (typeof onLand.pieces)[0];
    expect(reasonOf(JSON.stringify(onLand))).toMatch(/pieces\.0\.hex: .* is land: a ship needs sea/);

    const crowded = emptySeaLayout();
    crowded.pieces[1] = { ...crowded.pieces[1], hex: crowded.pieces[0]?.hex } as (typeof crowded.pieces)[1];
    expect(reasonOf(JSON.stringify(crowded))).toMatch(/blue and red share column 4, row 6/);

    expect(reasonOf(JSON.stringify({ ...emptySeaLayout(), firing: 'kraken' }))).toMatch(
      /firing: .*kraken is not placed/,
    );
  });

  it('on an empty sea every space is sea', () => {
    const layout = emptySeaLayout();
    layout.pieces[1] = { ...layout.pieces[1], hex: landSpace } as (typeof layout.pieces)[1];
    expect(parseLayout(JSON.stringify(layout)).ok).toBe(true);
  });

  it('importing a broken file changes nothing and leaves a message', () => {
    const before = useSandboxStore.getState().layout;
    expect(useSandboxStore.getState().importLayout('{"format":"to-glory-sandbox","version":2}')).toBe(false);
    expect(useSandboxStore.getState().layout).toBe(before);
    expect(useSandboxStore.getState().message?.text).toMatch(/^Layout not loaded: version/);
  });

  it('a layout makes a valid volley input: targets as marked, knocked-off captains lying down', () => {
    const input = layoutInput(standardLayout(), 0.5, 7, ['blue']);
    expect(() => parseVolleyInput(input)).not.toThrow();
    expect(input.firing).toMatchObject({ kind: 'ship', id: 'red' });
    expect(input.others.find((o) => o.id === 'blue')).toMatchObject({
      captainStanding: false,
      isTarget: true,
    });
    expect(input.others.find((o) => o.id === 'green')).toMatchObject({ captainStanding: true });
    expect(input.islands).toHaveLength(12);
    expect(layoutInput(emptySeaLayout(), 0.5, 7).islands).toEqual([]);
  });

  it('moving a piece onto land or onto another piece is refused with the reason', () => {
    const store = useSandboxStore.getState();
    store.setLayout(emptySeaLayout());
    expect(store.move('red', spaceOf(7, 6))).toBe(false);
    expect(useSandboxStore.getState().message?.text).toMatch(/taken by blue/);
    store.setLayout(standardLayout());
    expect(store.move('kraken', landSpace as never)).toBe(false);
    expect(useSandboxStore.getState().message?.text).toMatch(/the Kraken needs sea/);
    expect(store.move('kraken', spaceOf(5, 5))).toBe(true);
  });
});
