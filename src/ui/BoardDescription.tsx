import { useEffect, useId, useRef } from 'react';
import { type ActionIntent, compassOfFacing, type Seat, type TableState, turnFacing } from '../engine';
import { selectBoardPlaces } from '../store/game/boardPlaces';
import { selectExplores, selectTurnOptions } from '../store/game/gameSelectors';
import { BoardNews } from './BoardNews';
import { krakenSpotLine, moveLine, shipLine, sideLine } from './boardWords';
import { placeWords } from './hexName';

interface BoardDescriptionProps {
  game: TableState;
  viewer: Seat;
  act: (action: ActionIntent) => void;
  /** The person at the screen may act now (their turn, no volley on screen, nothing covering the table). */
  canAct: boolean;
}

/**
 * The board in words, for a screen reader and the keyboard: every piece and where it stands, what is
 * next to the active ship, and the legal moves as buttons that play them. Hidden from sight until a
 * control in it takes the focus (then it shows as a panel, so a sighted keyboard user sees where they are).
 */
export function BoardDescription({ game, viewer, act, canAct }: BoardDescriptionProps) {
  const places = selectBoardPlaces(game);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const players = game.players;
  const active = places.ships.find((ship) => ship.ship === places.activeShip);
  const turns = game.phase.kind === 'playing' && canAct ? selectTurnOptions(game, 'ship') : null;
  const explores = game.phase.kind === 'playing' && canAct ? selectExplores(game) : [];
  const moves = canAct ? places.moves : [];
  const spots = canAct ? places.krakenSpots : [];

  // a move played from this list changes the list: the focus stays in it rather than falling to the page
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the state changes
  useEffect(() => {
    const focused = document.activeElement;
    if ((focused === null || focused === document.body) && section.current?.dataset.used === 'true')
      heading.current?.focus();
  }, [game]);

  const play = (action: ActionIntent) => {
    if (section.current) section.current.dataset.used = 'true';
    act(action);
  };

  return (
    <section
      ref={section}
      className="board-description"
      aria-labelledby={headingId}
      data-testid="board-description"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        The board in words
      </h2>
      <ul aria-label="Pieces">
        {places.ships.map((ship) => (
          <li key={ship.ship}>{shipLine(ship, players, viewer)}</li>
        ))}
        {places.kraken && (
          <li>
            The Kraken: {placeWords(places.kraken.place)}, facing {compassOfFacing(places.kraken.pose.facing)}
            .
          </li>
        )}
        <li>
          The tower: in the middle of the board, its cannon facing {compassOfFacing(places.tower.facing)}.
        </li>
      </ul>
      {active && places.around.length > 0 && (
        <>
          <h3>Next to {active.seat === viewer ? 'your' : 'the active'} ship</h3>
          <ul>
            {places.around.map((side) => (
              <li key={side.facing}>{sideLine(side, active.pose.facing, players)}</li>
            ))}
          </ul>
        </>
      )}
      {spots.length > 0 && (
        <>
          <h3>Where the Kraken may rise</h3>
          <ul className="board-moves">
            {spots.map((spot) => (
              <li key={spot.hex}>
                <button type="button" onClick={() => play(spot.action)}>
                  {krakenSpotLine(spot)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {(moves.length > 0 || turns || explores.length > 0) && (
        <>
          <h3>Your moves</h3>
          <ul className="board-moves" data-testid="board-moves">
            {moves.map((move) => (
              <li key={`${move.piece}/${move.to.hex}/${move.to.facing}`}>
                <button type="button" onClick={() => play(move.action)}>
                  {moveLine(move)}
                </button>
              </li>
            ))}
            {turns &&
              (['left', 'right'] as const).map((direction) => {
                const option = turns[direction];
                return option.action ? (
                  <li key={direction}>
                    <button type="button" onClick={() => option.action && play(option.action)}>
                      Turn your ship {direction}
                      {active
                        ? `, to face ${compassOfFacing(turnFacing(active.pose.facing, direction))}`
                        : ''}
                    </button>
                  </li>
                ) : null;
              })}
            {explores.map((explore) => (
              <li key={explore.island}>
                <button type="button" onClick={() => play(explore)}>
                  Explore island {explore.island}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <BoardNews game={game} viewer={viewer} />
    </section>
  );
}
