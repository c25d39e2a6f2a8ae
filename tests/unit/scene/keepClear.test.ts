import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine';
import { frameFocus, TABLE_FOV_DEGREES, type ViewWindow } from '../../../src/scene/cameraFit';
import { gameCameraFocus } from '../../../src/scene/gameCamera';
import { coveredCount, frameClear, screenOf } from '../../../src/scene/keepClear';
import { moveTargetsOf } from '../../../src/store/game/gameSelectors';
import { turnGame } from '../../e2e/support/games';

const box = (x: number, y: number, width: number, height: number): ViewWindow => ({ x, y, width, height });

/** A small phone on its side (740×360) at a turn's start, the HUD as measured there: pills and menu at
 * the top left and right, the strip's chip and the bar at the foot, the sheet's tabs right of the bar. */
const viewport = { width: 740, height: 360 };
const window = box(8, 52, 708, 193.6);
const rects = [
  box(8, 8, 44, 44),
  box(57, 8, 474, 44),
  box(672, 8, 44, 44),
  box(16, 254, 104, 44),
  box(8, 306, 493, 54),
  box(509, 305, 207, 55),
];

function turnFocus(game: GameState, covers: ViewWindow[]) {
  const ship = game.players[game.turn?.seat ?? 0]?.ship;
  if (!ship) throw new Error('the fixture has an active ship');
  const targets = moveTargetsOf(game, { kind: 'ship', ship }).map((target) => target.hex);
  const focus = gameCameraFocus(
    game,
    null,
    { kind: 'idle' },
    {
      targets,
      overview: false,
      window,
      covers: { rects: covers, viewport },
    },
  );
  return { focus, fit: focus.fit ?? [] };
}

describe('a turn’s framing keeps the islands’ letters and the pieces clear of the panels', () => {
  it('at 740×360 the plain framing puts letters under the pills; the kept one puts none, the ship and its moves still inside the window', () => {
    const { focus, fit } = turnFocus(turnGame(), rects);
    const clear = focus.clear;
    if (!clear) throw new Error('the turn framing keeps points clear');
    const plain = frameFocus(focus, viewport.height, TABLE_FOV_DEGREES);
    const kept = frameClear(focus, viewport.height, TABLE_FOV_DEGREES);
    expect(coveredCount(plain, clear, window)).toBeGreaterThan(0);
    expect(coveredCount(kept, clear, window)).toBe(0);
    // never closer than the plain framing: the scale the turn aims at is kept
    expect(kept.distance).toBeGreaterThanOrEqual(plain.distance);
    for (const point of fit) {
      const at = screenOf(kept, { ...point, y: 0 }, window, viewport.height);
      expect(at).not.toBeNull();
      expect(at?.x).toBeGreaterThanOrEqual(window.x - 0.5);
      expect(at?.x).toBeLessThanOrEqual(window.x + window.width + 0.5);
      expect(at?.y).toBeGreaterThanOrEqual(window.y - 0.5);
      expect(at?.y).toBeLessThanOrEqual(window.y + window.height + 0.5);
    }
  });

  it('with nothing covered the framing is the plain one', () => {
    const { focus } = turnFocus(turnGame(), []);
    expect(frameClear(focus, viewport.height, TABLE_FOV_DEGREES)).toEqual(
      frameFocus(focus, viewport.height, TABLE_FOV_DEGREES),
    );
  });

  it('a point off the screen is under no panel, one on it under a panel is', () => {
    const { focus } = turnFocus(turnGame(), rects);
    const framing = frameFocus(focus, viewport.height, TABLE_FOV_DEGREES);
    const centre = { x: framing.x, y: 0, z: framing.z };
    const middle = screenOf(framing, centre, window, viewport.height);
    expect(middle?.x).toBeCloseTo(window.x + window.width / 2, 6);
    expect(middle?.y).toBeCloseTo(window.y + window.height / 2, 6);
    const over = { points: [centre], covers: [box(300, 100, 200, 100)], viewport };
    expect(coveredCount(framing, over, window)).toBe(1);
    expect(coveredCount(framing, { ...over, covers: [box(0, 0, 50, 50)] }, window)).toBe(0);
    const behind = {
      x: framing.x - 1000 * Math.cos(framing.yaw),
      y: 0,
      z: framing.z + 1000 * Math.sin(framing.yaw),
    };
    expect(coveredCount(framing, { ...over, points: [behind], covers: [box(0, 0, 740, 360)] }, window)).toBe(
      0,
    );
  });
});
