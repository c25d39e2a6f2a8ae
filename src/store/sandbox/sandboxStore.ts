import { create } from 'zustand';
import type { Facing, HexKey, ShipId } from '../../engine/ids';
import { traceHash } from '../../physics/traceHash';
import type { VolleyTrace } from '../../physics/traceTypes';
import type { VolleyInput } from '../../physics/volleyInput';
import { fireInput } from '../../table/fire';
import {
  layoutInput,
  layoutJson,
  parseLayout,
  SANDBOX_MAP,
  type SandboxLayout,
  type SandboxPiece,
  type SandboxPieceId,
  spaceLabel,
  spaceProblem,
  standardLayout,
} from '../../table/sandboxLayout';
import { shotOf } from '../practice/practiceShot';
import { usePracticeStore } from '../practice/practiceStore';
import { useTuningStore } from '../tuning/tuningStore';
import { type ChargeSource, createChargeSource } from '../volley/chargeSource';

/** How a volley was fired: by the flick (or the typed strength), or again from an earlier input. */
export type FiredBy = 'flick' | 'typed' | 'repeat' | 'vary';

export interface SandboxVolley {
  id: string;
  /** 1, 2, … in the session. */
  n: number;
  by: FiredBy;
  input: VolleyInput;
  trace: VolleyTrace;
  hash: string;
}

/** The strength being charged by the sandbox's flick, 0–1 (null: not charging), as the game's `leverCharge`. */
export const sandboxCharge = createChargeSource();

/** Volleys kept per session (each trace is ~20 kB): the oldest go first. */
const MAX_VOLLEYS = 300;

/** A fresh uint32 seed for the next volley (UI randomness: the volley itself stays seeded). */
const freshSeed = () => Math.floor(Math.random() * 0x1_0000_0000) >>> 0;

interface SandboxStore {
  layout: SandboxLayout;
  selected: SandboxPieceId | null;
  /** The strength the "Fire" button uses; the flick sets it too. */
  strength: number;
  /** The seed the next volley uses. */
  seed: number;
  /** Keep the seed after firing instead of drawing a new one. */
  keepSeed: boolean;
  /** Captains knocked off by earlier volleys: not standing until reset (R). */
  knocked: ShipId[];
  volleys: SandboxVolley[];
  /** The volley whose cubes lie on the table (playing or finished); null after a reset or a layout change. */
  shown: string | null;
  /** Bumped to (re)start the playback of the shown volley. */
  run: number;
  message: { tone: 'info' | 'problem'; text: string } | null;

  setLayout: (layout: SandboxLayout) => void;
  select: (id: SandboxPieceId | null) => void;
  /** Moves a piece to a space; refused (with the reason shown) onto land or an occupied space. */
  move: (id: SandboxPieceId, hex: HexKey) => boolean;
  turn: (id: SandboxPieceId, facing: Facing) => void;
  /** Adds a piece on a free space, or takes it off the table. */
  toggle: (id: SandboxPieceId) => void;
  update: (
    id: SandboxPieceId,
    change: Partial<Pick<SandboxPiece, 'isTarget'>> & { captainStanding?: boolean },
  ) => void;
  setFiring: (id: SandboxPieceId) => void;
  setStrength: (strength: number) => void;
  setSeed: (seed: number) => void;
  setKeepSeed: (keep: boolean) => void;
  /** Fires from the layout at this strength with the current seed. */
  fire: (strength: number, by: 'flick' | 'typed') => SandboxVolley | null;
  /** The last volley's input again, byte for byte. */
  repeat: () => SandboxVolley | null;
  /** The last volley's input with a new seed. */
  vary: () => SandboxVolley | null;
  replay: (id: string) => void;
  /** Captains back on their sterns, cubes back in the cup. */
  reset: () => void;
  importLayout: (text: string) => boolean;
  exportLayout: () => string;
  say: (message: SandboxStore['message']) => void;
}

export const useSandboxStore = create<SandboxStore>()((set, get) => {
  /** Simulates, records and shows one volley; captains it knocks off stay off. */
  function record(input: VolleyInput, by: FiredBy): SandboxVolley {
    sandboxCharge.set(null);
    const { trace, score } = fireInput(input, useTuningStore.getState().thresholds);
    const { volleys, keepSeed } = get();
    const n = (volleys.at(-1)?.n ?? 0) + 1;
    const volley: SandboxVolley = { id: `s${n}`, n, by, input, trace, hash: traceHash(trace) };
    const off = score.captains.filter((captain) => captain.knockedOff).map((captain) => captain.ship);
    set({
      volleys: [...volleys, volley].slice(-MAX_VOLLEYS),
      shown: volley.id,
      run: get().run + 1,
      knocked: [...new Set([...get().knocked, ...off])],
      seed: keepSeed || by === 'repeat' || by === 'vary' ? get().seed : freshSeed(),
      strength: input.strike.strength,
      message: null,
    });
    // every practice volley is kept on the device for the player's own plots
    void usePracticeStore.getState().keep(shotOf(trace, score, new Date()));
    return volley;
  }

  const edit = (layout: SandboxLayout) => set({ layout, shown: null, message: null });
  const piece = (id: SandboxPieceId) => get().layout.pieces.find((p) => p.id === id);

  return {
    layout: standardLayout(),
    selected: 'red',
    strength: 0.4,
    seed: freshSeed(),
    keepSeed: false,
    knocked: [],
    volleys: [],
    shown: null,
    run: 0,
    message: null,

    setLayout: (layout) => set({ layout, shown: null, knocked: [], selected: layout.firing, message: null }),
    select: (selected) => set({ selected }),
    move(id, hex) {
      const { layout } = get();
      const problem = spaceProblem(layout.board, id, hex);
      const other = layout.pieces.find((p) => p.hex === hex && p.id !== id);
      const reason = problem ?? (other ? `${spaceLabel(hex)} is taken by ${other.id}` : null);
      if (reason) {
        set({ message: { tone: 'problem', text: `Cannot move ${id} there: ${reason}.` } });
        return false;
      }
      edit({ ...layout, pieces: layout.pieces.map((p) => (p.id === id ? { ...p, hex } : p)) });
      return true;
    },
    turn(id, facing) {
      const { layout } = get();
      edit({ ...layout, pieces: layout.pieces.map((p) => (p.id === id ? { ...p, facing } : p)) });
    },
    toggle(id) {
      const { layout } = get();
      if (piece(id)) {
        if (id === layout.firing) {
          set({
            message: { tone: 'problem', text: 'Choose another firing piece before removing this one.' },
          });
          return;
        }
        edit({ ...layout, pieces: layout.pieces.filter((p) => p.id !== id) });
        return;
      }
      const template = standardLayout().pieces.find((p) => p.id === id);
      if (!template) return;
      const taken = new Set(layout.pieces.map((p) => p.hex));
      // its place in the game's start if free, else the first free space that suits it
      const candidates = [template.hex, ...(Object.keys(SANDBOX_MAP.terrain) as HexKey[])];
      const hex = candidates.find((h) => !taken.has(h) && !spaceProblem(layout.board, id, h));
      if (!hex) return;
      edit({ ...layout, pieces: [...layout.pieces, { ...template, hex }] });
    },
    update(id, change) {
      const { layout } = get();
      edit({
        ...layout,
        pieces: layout.pieces.map((p) =>
          p.id !== id
            ? p
            : p.kind === 'ship'
              ? { ...p, ...change }
              : { ...p, isTarget: change.isTarget ?? p.isTarget },
        ),
      });
    },
    setFiring(id) {
      const { layout } = get();
      if (!piece(id)) return;
      edit({ ...layout, firing: id });
    },
    setStrength: (strength) => set({ strength: Math.min(1, Math.max(0, strength)) }),
    setSeed: (seed) => set({ seed: Math.min(0xffffffff, Math.max(0, Math.floor(seed))) >>> 0 }),
    setKeepSeed: (keepSeed) => set({ keepSeed }),
    fire(strength, by) {
      const { layout, seed, knocked } = get();
      return record(layoutInput(layout, strength, seed, knocked), by);
    },
    repeat() {
      const last = get().volleys.at(-1);
      return last ? record(structuredClone(last.input), 'repeat') : null;
    },
    vary() {
      const last = get().volleys.at(-1);
      if (!last) return null;
      const seed = freshSeed();
      set({ seed });
      return record({ ...structuredClone(last.input), seed }, 'vary');
    },
    replay: (id) => set({ shown: id, run: get().run + 1 }),
    reset: () =>
      set({ knocked: [], shown: null, message: { tone: 'info', text: 'Captains and cubes reset.' } }),
    importLayout(text) {
      const result = parseLayout(text);
      if (!result.ok) {
        set({ message: { tone: 'problem', text: result.reason } });
        return false;
      }
      get().setLayout(result.layout);
      set({ message: { tone: 'info', text: 'Layout loaded.' } });
      return true;
    },
    exportLayout: () => layoutJson(get().layout),
    say: (message) => set({ message }),
  };
});

/**
 * What the sandbox's power meter shows: the strength being charged, or else the strength the "Fire"
 * button uses. Follows the charge per frame like `sandboxCharge`, so it is read as it draws, not rendered.
 */
export const sandboxMeter: ChargeSource = {
  get: () => sandboxCharge.get() ?? useSandboxStore.getState().strength,
  subscribe(listener) {
    const unsubscribeCharge = sandboxCharge.subscribe(listener);
    const unsubscribeStrength = useSandboxStore.subscribe((now, before) => {
      if (now.strength !== before.strength) listener();
    });
    return () => {
      unsubscribeCharge();
      unsubscribeStrength();
    };
  },
};
