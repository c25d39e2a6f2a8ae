import { type FormEvent, useEffect, useId, useState } from 'react';
import { CAPTAIN_IDS, type CaptainId, SHIP_IDS } from '../engine/ids';
import { FLAG_STYLES } from '../scene/flagStyle';
import { useAppStore } from '../store/game/appStore';
import { defaultPlayers, randomSeed } from '../store/game/defaultPlayers';
import { type PlayerSetup, useGameStore } from '../store/game/gameStore';
import { SEAT_KINDS, type SeatKind, seatKindLabel } from '../store/game/seatKinds';
import { MAX_NAME_LENGTH } from '../store/saves/gameStateSchema';
import { useSettingsStore } from '../store/settings/settingsStore';
import { CAPTAIN_INFO } from './captainInfo';
import { FlagIcon } from './FlagIcon';
import { preloadTable } from './preloadTable';

/** Why the setup cannot start yet, or null when it can. */
function setupProblem(players: PlayerSetup[]): string | null {
  const names = players.map((player) => player.name.trim());
  if (names.some((name) => name.length === 0)) return 'Every player needs a name.';
  if (new Set(names.map((name) => name.toLowerCase())).size !== names.length)
    return 'Two players have the same name.';
  if (new Set(players.map((player) => player.ship)).size !== players.length)
    return 'Each player needs a different ship.';
  if (new Set(players.map((player) => player.captain)).size !== players.length)
    return 'Each player needs a different captain.';
  return null;
}

/** New game: players, names, flags, captains, first player, seed; the threshold preset in use is shown. */
export function SetupScreen() {
  const show = useAppStore((store) => store.show);
  const startGame = useGameStore((store) => store.startGame);
  const preset = useSettingsStore((store) => store.thresholdPreset);
  const [players, setPlayers] = useState<PlayerSetup[]>(() => defaultPlayers(2));
  const [firstSeat, setFirstSeat] = useState(0);
  const [seed, setSeed] = useState(randomSeed);
  // on for a player still on first-game hints, off otherwise
  const [practiceAids, setPracticeAids] = useState(() => useSettingsStore.getState().hints);
  const formId = useId();
  const problem = setupProblem(players);
  // The table's code and physics load while the form is filled in.
  useEffect(preloadTable, []);

  function setCount(count: number) {
    setPlayers((current) => [...current.slice(0, count), ...defaultPlayers(4).slice(current.length, count)]);
    setFirstSeat((seat) => Math.min(seat, count - 1));
  }

  function update(index: number, change: Partial<PlayerSetup>) {
    setPlayers((current) => current.map((player, at) => (at === index ? { ...player, ...change } : player)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) return;
    startGame({
      players: players.map((player) => ({ ...player, name: player.name.trim() })),
      firstSeat,
      seed,
      practiceAids,
    });
    show('game');
  }

  return (
    <main className="setup">
      <form onSubmit={submit} aria-labelledby={`${formId}-title`}>
        <h1 id={`${formId}-title`}>New game</h1>
        <fieldset className="player-count">
          <legend>Players</legend>
          {[2, 3, 4].map((count) => (
            <label key={count}>
              <input
                type="radio"
                name="player-count"
                checked={players.length === count}
                onChange={() => setCount(count)}
              />
              {count}
            </label>
          ))}
        </fieldset>

        <p className="hint">Seats are listed clockwise. Each player takes a different ship and captain.</p>
        {players.map((player, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its index
          <fieldset key={index} className="player-setup" data-testid={`player-${index}`}>
            <legend>Seat {index + 1}</legend>
            <label>
              Player
              <select
                value={player.kind ?? 'person'}
                onChange={(event) => update(index, { kind: event.target.value as SeatKind })}
                aria-label={`Player of seat ${index + 1}`}
              >
                {SEAT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {seatKindLabel(kind)}
                  </option>
                ))}
              </select>
            </label>
            <label className="name-field">
              Name
              <input
                value={player.name}
                maxLength={MAX_NAME_LENGTH}
                onChange={(event) => update(index, { name: event.target.value })}
                aria-label={`Name of seat ${index + 1}`}
                aria-describedby={`${formId}-name-${index}`}
              />
              <span
                id={`${formId}-name-${index}`}
                className="name-count"
                aria-live={player.name.length >= MAX_NAME_LENGTH ? 'polite' : 'off'}
                data-testid={`name-count-${index}`}
              >
                {player.name.length >= MAX_NAME_LENGTH
                  ? `${MAX_NAME_LENGTH} letters at most: the name is full`
                  : `${player.name.length}/${MAX_NAME_LENGTH} letters`}
              </span>
            </label>
            <div className="flag-choice" role="radiogroup" aria-label={`Ship of seat ${index + 1}`}>
              {SHIP_IDS.map((ship) => (
                <label key={ship} className="flag-option" title={FLAG_STYLES[ship].label}>
                  <input
                    type="radio"
                    name={`ship-${index}`}
                    checked={player.ship === ship}
                    onChange={() => update(index, { ship })}
                    aria-label={`${FLAG_STYLES[ship].label} ship`}
                  />
                  <FlagIcon ship={ship} />
                </label>
              ))}
            </div>
            <label>
              Captain
              <select
                value={player.captain}
                onChange={(event) => update(index, { captain: event.target.value as CaptainId })}
                aria-label={`Captain of seat ${index + 1}`}
              >
                {CAPTAIN_IDS.map((captain) => (
                  <option key={captain} value={captain}>
                    {CAPTAIN_INFO[captain].name} — {CAPTAIN_INFO[captain].ability}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        ))}

        <details className="more-options">
          <summary>More options</summary>
          <div className="setup-row">
            <label>
              First player
              <select value={firstSeat} onChange={(event) => setFirstSeat(Number(event.target.value))}>
                {players.map((player, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its index
                  <option key={index} value={index}>
                    {player.name || `Seat ${index + 1}`}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" onClick={() => setFirstSeat(seed % players.length)}>
              Pick for us
            </button>
          </div>
          <div className="setup-row">
            <label>
              Seed
              <input
                type="number"
                min={0}
                max={4294967295}
                value={seed}
                onChange={(event) => setSeed(Math.max(0, Math.floor(Number(event.target.value) || 0)) >>> 0)}
                aria-label="Seed"
              />
            </label>
            <button type="button" onClick={() => setSeed(randomSeed())}>
              New seed
            </button>
          </div>
          <p className="hint">
            Volleys are scored with the <strong>{preset}</strong> threshold preset (change it under “Tune the
            scoring”).
          </p>
        </details>
        <label className="toggle practice-aids-choice">
          <input
            type="checkbox"
            checked={practiceAids}
            onChange={(event) => setPracticeAids(event.target.checked)}
            data-testid="setup-practice-aids"
          />
          Practice aids: where a volley lands and its chances, shown to everyone at the table
        </label>
        {problem && (
          <p className="problem" role="alert">
            {problem}
          </p>
        )}
        <div className="setup-row">
          <button type="button" onClick={() => show('home')}>
            Back
          </button>
          <button type="submit" className="primary" disabled={problem !== null}>
            Set sail
          </button>
        </div>
      </form>
    </main>
  );
}
