import { type GameState, getMap } from '../engine';
import { SHIP_IDS, type VolleySource } from '../engine/ids';
import { boardExtent } from '../physics/boardLayout';
import { hashText } from '../physics/hashText';
import type { OtherPiece, VolleyInput } from '../physics/volleyInput';
import { islandPlaces, poseAt, type TablePose } from './piecePoses';

/**
 * The physics input for a volley fired now by the active player: where every piece stands, whose
 * captain is standing, and what may be scored (V2: never the firer, never the firer's own ship).
 */
export function volleyInputFor(
  game: GameState,
  source: VolleySource,
  strength: number,
  seed: number,
): VolleyInput {
  const turn = game.turn;
  const firer = turn ? game.players[turn.seat] : undefined;
  if (!firer?.ship) throw new Error('A volley needs an active player with a ship');
  const map = getMap(game.mapId);
  const placeAt = (hex: Parameters<typeof poseAt>[1], facing: Parameters<typeof poseAt>[2]) =>
    poseAt(map, hex, facing);
  const ownPose = game.ships[firer.ship];
  if (!ownPose) throw new Error('The firing player’s ship is not on the board');
  const towerPlace = placeAt(map.tower, game.towerFacing);

  const firing: VolleyInput['firing'] =
    source === 'ship'
      ? { kind: 'ship', id: firer.ship, ...placeAt(ownPose.hex, ownPose.facing) }
      : source === 'kraken'
        ? { kind: 'kraken', id: 'kraken', ...krakenPlace(game, placeAt) }
        : { kind: 'tower', id: 'tower', ...towerPlace };

  const others: OtherPiece[] = [];
  for (const ship of SHIP_IDS) {
    const pose = game.ships[ship];
    if (!pose || (source === 'ship' && ship === firer.ship)) continue;
    const owner = game.players.find((player) => player.ship === ship);
    others.push({
      kind: 'ship',
      id: ship,
      ...placeAt(pose.hex, pose.facing),
      isTarget: ship !== firer.ship,
      captainStanding: owner?.captainAt === 'stern',
    });
  }
  if (source !== 'kraken' && game.kraken)
    others.push({ kind: 'kraken', id: 'kraken', isTarget: true, ...krakenPlace(game, placeAt) });
  if (source !== 'tower') others.push({ kind: 'tower', id: 'tower', isTarget: true, ...towerPlace });

  return {
    firing,
    others,
    islands: islandPlaces(map),
    strike: { strength: Math.min(1, Math.max(0, strength)) },
    seed,
    board: boardExtent(map),
  };
}

function krakenPlace(
  game: GameState,
  placeAt: (
    hex: NonNullable<GameState['kraken']>['hex'],
    facing: NonNullable<GameState['kraken']>['facing'],
  ) => TablePose,
) {
  if (!game.kraken) throw new Error('The Kraken is not on the board');
  return placeAt(game.kraken.hex, game.kraken.facing);
}

/**
 * The seed of the volley fired now: derived from the game's random state and the turn, so the same
 * game position and strike always fly the same way (P6) without drawing from the game's generator.
 */
export function volleySeed(game: GameState): number {
  return (
    Number.parseInt(
      hashText(JSON.stringify([game.rng, game.turn?.round, game.turn?.seat])).slice(0, 8),
      16,
    ) >>> 0
  );
}
