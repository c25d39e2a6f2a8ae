import { useMemo, useState } from 'react';
import type { GameView, Seat, TableState } from '../engine';
import type { CaptainId, ShipId } from '../engine/ids';
import { shipColourLabel } from '../engine/shipNames';
import { captainChoices } from '../store/captains/captainChoices';
import { useGameStore } from '../store/game/gameStore';
import { actingSeat } from '../table/actingSeat';
import { setupWords } from '../table/setupActivity';
import { CAPTAIN_INFO } from './captainInfo';
import { FlagIcon } from './FlagIcon';

interface SetupStageProps {
  game: TableState;
  view: GameView;
  /** Another seat acts now: this screen shows whose choice it is and waits for it. */
  othersActing: boolean;
}

/**
 * The setup steps chosen on the table (S1 who goes first, S4 each seat's captain and ship in turn): the
 * seat to act chooses here, the others read whose choice it is; the choices made so far stay in sight.
 * (Pass-and-play chooses these on its setup screen; a remote table chooses them here, seat by seat.)
 */
export function SetupStage({ game, view, othersActing }: SetupStageProps) {
  // the host chooses the first player (S1): at a remote table the server names the host
  const host = useGameStore((store) => store.remote?.host ?? null);
  const nameOf = (seat: Seat) => view.players[seat]?.name ?? `Seat ${seat + 1}`;
  const waiting = othersActing ? setupWords(game, host ?? 0, nameOf) : null;
  return (
    <section className="panel setup-stage" aria-label="Setup" data-testid="setup-stage">
      {waiting ? (
        // a heading to find the panel by, whose words are read out as they change
        <h3>
          <span role="status">{waiting}…</span>
        </h3>
      ) : game.phase.kind === 'chooseFirstPlayer' ? (
        <FirstPlayerChoice view={view} />
      ) : (
        <CaptainChoice game={game} name={nameOf(actingSeat(game, host) ?? 0)} />
      )}
      <ChosenSoFar view={view} />
    </section>
  );
}

/** S1: the host names the first player (who then places the Kraken and opens the first turn). */
function FirstPlayerChoice({ view }: { view: GameView }) {
  const { dispatch } = useGameStore.getState();
  return (
    <>
      <fieldset className="setup-first">
        <legend>Who goes first?</legend>
        {view.players.map((player) => (
          <button
            key={player.seat}
            type="button"
            onClick={() => dispatch({ type: 'chooseFirstPlayer', seat: player.seat })}
          >
            {player.name}
          </button>
        ))}
      </fieldset>
      <p>The first player places the Kraken, chooses the first captain and plays the first turn.</p>
    </>
  );
}

/** S4: this seat's captain and ship, from those still free (the engine's legal choices). */
function CaptainChoice({ game, name }: { game: TableState; name: string }) {
  const choices = useMemo(() => captainChoices(game), [game]);
  const [captain, setCaptain] = useState<CaptainId | null>(null);
  const [ship, setShip] = useState<ShipId | null>(null);
  const rejection = useGameStore((store) => store.rejection);
  const chosenCaptain = captain && choices.captains.includes(captain) ? captain : choices.captains[0];
  const chosenShip = ship && choices.ships.includes(ship) ? ship : choices.ships[0];
  return (
    <form
      className="setup-captain"
      aria-label="Choose your captain"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosenCaptain && chosenShip)
          useGameStore
            .getState()
            .dispatch({ type: 'chooseCaptain', captain: chosenCaptain, ship: chosenShip });
      }}
    >
      <h3>{name}, choose your captain and ship</h3>
      <fieldset className="setup-captains">
        {/* the heading says it: the legends are for screen readers, so a phone's sheet holds the whole form */}
        <legend className="visually-hidden">Captain</legend>
        {choices.captains.map((id) => (
          <label key={id}>
            <input
              type="radio"
              name="setup-captain"
              checked={chosenCaptain === id}
              onChange={() => setCaptain(id)}
            />
            <strong>{CAPTAIN_INFO[id].name}</strong> <small>{CAPTAIN_INFO[id].ability}</small>
          </label>
        ))}
      </fieldset>
      <div className="setup-take">
        <fieldset className="setup-ships">
          <legend className="visually-hidden">Ship</legend>
          {choices.ships.map((id) => (
            <label key={id} title={shipColourLabel(id)}>
              <input
                type="radio"
                name="setup-ship"
                checked={chosenShip === id}
                onChange={() => setShip(id)}
                aria-label={`${shipColourLabel(id)} ship`}
              />
              <FlagIcon ship={id} />
            </label>
          ))}
        </fieldset>
        <button type="submit" className="primary">
          Take them
        </button>
      </div>
      {rejection && <p role="alert">{rejection}</p>}
    </form>
  );
}

/** Who goes first and the captains and ships taken so far: each choice as every seat sees it made. */
function ChosenSoFar({ view }: { view: GameView }) {
  const first = view.firstSeat === null ? null : view.players[view.firstSeat];
  const chosen = view.players.filter((player) => player.captain && player.ship);
  if (!first && chosen.length === 0) return null;
  return (
    <ul className="setup-chosen" aria-label="Chosen so far">
      {first && <li>{first.name} goes first</li>}
      {chosen.map((player) => (
        <li key={player.seat}>
          {player.ship && <FlagIcon ship={player.ship} size={18} />} {player.name}:{' '}
          {player.captain && CAPTAIN_INFO[player.captain].name},{' '}
          {player.ship && shipColourLabel(player.ship).toLowerCase()} ship
        </li>
      ))}
    </ul>
  );
}
