import { useFrame } from '@react-three/fiber';
import { type CSSProperties, useRef } from 'react';
import { type Group, Vector3 } from 'three';
import type { ActionIntent } from '../engine';
import { HEX_RADIUS_CM } from '../physics';
import { useGameStore } from '../store/game/gameStore';
import { DomAnchor } from './DomAnchor';
import { spaceReachOnScreen } from './spaceReachOnScreen';
import { useTap } from './useTap';

export interface TurnHandle {
  /** 'left' turns counter-clockwise seen from above. */
  direction: 'left' | 'right';
  /** The engine's reason when this turn is refused now; null when it is legal. */
  refusal: string | null;
  /** What a press dispatches (null while refused). */
  action: ActionIntent | null;
  /** Accessible name naming the piece, e.g. "Turn Kraken left"; by default "Turn left". */
  label?: string;
}

/** The least distance from the anchor to each handle's inner edge, px: taps between them reach the piece. */
const MIN_REACH_PX = 36;
/** Where the handles stand until the first frame has measured the space. */
const FIRST_REACH = {
  '--reach-left': `${MIN_REACH_PX}px`,
  '--reach-right': `${MIN_REACH_PX}px`,
} as CSSProperties;

/** How far a handle's edge stays from an island's letter on screen, px. */
const LETTER_CLEARANCE_PX = 12;

const letterAt = new Vector3();
const anchorAt = new Vector3();

/**
 * The handles' reach either way, pushed out past any letter that would lie under a handle (the handles
 * stand a tap high, centred on the anchor's height): a letter beside the piece stays readable.
 */
function reachPastLetters(
  reach: { left: number; right: number },
  anchor: { x: number; y: number },
  letters: readonly { x: number; y: number }[],
  tap: number,
): { left: number; right: number } {
  let { left, right } = reach;
  const margin = LETTER_CLEARANCE_PX;
  // nearest first, so a handle pushed past one letter is then tried against the next
  const sorted = [...letters].sort((a, b) => Math.abs(a.x - anchor.x) - Math.abs(b.x - anchor.x));
  for (const letter of sorted) {
    if (Math.abs(letter.y - anchor.y) > tap / 2 + margin) continue;
    const away = letter.x - anchor.x;
    if (away < 0 && -away > left - margin && -away < left + tap + margin) left = -away + margin;
    if (away >= 0 && away > right - margin && away < right + tap + margin) right = away + margin;
  }
  return { left, right };
}

/** Turns the piece: the handle's action goes through the game store's one door. */
function turn(handle: TurnHandle) {
  if (handle.refusal === null && handle.action) useGameStore.getState().dispatch(handle.action);
}

/** Written only when changed, compared on the element itself (a remounted row starts bare). */
function setIfChanged(element: HTMLElement, property: string, value: string) {
  if (element.style.getPropertyValue(property) !== value) element.style.setProperty(property, value);
}

/**
 * Two round buttons beside the selected piece that turn it a sixth either way (M5); finger-sized.
 * Each sits just outside the piece's space as the camera sees it (its cylinder up to the handles),
 * so a bow pointing across the screen or a piece seen from far off is never under a handle.
 */
export function TurnHandles({
  x,
  z,
  height,
  handles,
  letters = [],
}: {
  x: number;
  z: number;
  height: number;
  handles: TurnHandle[];
  /** The islands' letters over the board (cm): a handle never stands over one. */
  letters?: readonly { x: number; y: number; z: number }[];
}) {
  // looked up at the lift, by direction: the handles may have been rebuilt since the finger landed
  const tap = useTap((direction: TurnHandle['direction']) => {
    const handle = handles.find((h) => h.direction === direction);
    if (handle) turn(handle);
  });
  const space = useRef<Group>(null);
  const row = useRef<HTMLDivElement>(null);
  // per frame, outside React: how far the space reaches left and right of the anchor on screen
  useFrame(({ camera, size, invalidate }) => {
    const group = space.current;
    const element = row.current;
    // the row is rendered by DomAnchor's own root, a moment after this mounts: ask for the frame that finds it
    if (!group || !element) {
      invalidate();
      return;
    }
    group.updateWorldMatrix(true, false);
    // the handles hang at the top centre of the space's cylinder
    const onScreen = (point: Vector3) => {
      point.project(camera);
      return { x: ((point.x + 1) / 2) * size.width, y: ((1 - point.y) / 2) * size.height };
    };
    const anchor = onScreen(anchorAt.set(0, height, 0).applyMatrix4(group.matrixWorld));
    const near = letters.map((letter) => onScreen(letterAt.set(letter.x, letter.y, letter.z)));
    const reach = reachPastLetters(
      spaceReachOnScreen(camera, size.width, group, HEX_RADIUS_CM, height),
      anchor,
      near,
      element.offsetHeight,
    );
    // never pushed off a zoomed-in screen
    const most = size.width * 0.4;
    const clamp = (px: number) => `${Math.min(Math.max(px, MIN_REACH_PX), most).toFixed(0)}px`;
    setIfChanged(element, '--reach-left', clamp(reach.left));
    setIfChanged(element, '--reach-right', clamp(reach.right));
  });
  return (
    <group ref={space} position={[x, 0, z]}>
      <DomAnchor position={[0, height, 0]} zIndex={15}>
        <div className="turn-handles" ref={row} style={FIRST_REACH}>
          {handles.map((handle) => (
            <button
              key={handle.direction}
              type="button"
              className={`turn-handle turn-${handle.direction}`}
              disabled={handle.refusal !== null}
              title={handle.refusal ?? handle.label ?? `Turn ${handle.direction}`}
              aria-label={handle.label ?? `Turn ${handle.direction}`}
              {...tap(handle.direction)}
              // a pointer turns on its tap (above); a click with no pointer behind it is the keyboard's
              onClick={(event) => {
                if (event.detail === 0) turn(handle);
              }}
            >
              <svg width="22" height="22" viewBox="0 0 18 18" aria-hidden="true">
                <g transform={handle.direction === 'left' ? 'translate(18 0) scale(-1 1)' : undefined}>
                  <path d="M13 5a6 6 0 1 0 1.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
                  <path d="M9 1l4.5 4L9 8z" fill="currentColor" />
                </g>
              </svg>
            </button>
          ))}
        </div>
      </DomAnchor>
    </group>
  );
}
