import { useCallback, useEffect, useState } from 'react';
import { useAppStore } from '../../store/game/appStore';
import {
  forgetGame,
  type KeptEntry,
  keepGame,
  listGames,
  readGame,
  recordsByName,
} from '../../store/saves/history';
import { decodeReplay, encodeReplay, replayFileName } from '../../store/saves/replayFile';
import { useReplayStore } from '../../store/saves/replayStore';
import { CAPTAIN_INFO } from '../captainInfo';
import { download } from '../sandbox/LayoutFile';
import { GameStats } from './GameStats';
import './history.css';

const dateWords = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One kept game in the list: when, who with which captain, the winner, the points, how long. */
function GameRow({
  entry,
  onOpen,
  onChanged,
}: {
  entry: KeptEntry;
  onOpen: () => void;
  onChanged: () => void;
}) {
  const [statsOpen, setStatsOpen] = useState(false);
  const { summary } = entry;
  const winners = summary.winners.map((seat) => summary.players[seat]?.name ?? `Seat ${seat + 1}`);
  return (
    <li className="history-game" data-testid="history-game">
      <div className="history-head">
        <time dateTime={entry.finishedAt}>{dateWords(entry.finishedAt)}</time>
        <span className="history-where">
          {entry.place.kind === 'online' ? `online, table ${entry.place.code}` : 'on this device'}
        </span>
      </div>
      <p className="history-winner">
        {winners.length > 1 ? `Shared victory: ${winners.join(' & ')}` : `${winners[0]} won`} ·{' '}
        {summary.rounds} round{summary.rounds === 1 ? '' : 's'}, {summary.actions} actions
      </p>
      <ul className="history-players">
        {summary.players.map((player) => (
          <li key={player.ship ?? player.name}>
            <strong>{player.name}</strong> {player.captain ? `(${CAPTAIN_INFO[player.captain].name})` : ''}
            {player.kind !== 'person' ? ' · computer' : ''}: {player.points} points
          </li>
        ))}
      </ul>
      <div className="history-buttons">
        <button type="button" className="primary" onClick={onOpen} data-testid="open-replay">
          Watch the replay
        </button>
        <button type="button" onClick={() => setStatsOpen((open) => !open)} aria-expanded={statsOpen}>
          Statistics
        </button>
        <button
          type="button"
          onClick={async () => {
            const game = await readGame(entry.id);
            if (game) download(replayFileName(game), encodeReplay(game));
          }}
          data-testid="export-replay"
        >
          Save to file
        </button>
        <button
          type="button"
          onClick={async () => {
            await forgetGame(entry.id);
            onChanged();
          }}
        >
          Forget
        </button>
      </div>
      {statsOpen && <GameStats summary={summary} stats={entry.stats} />}
    </li>
  );
}

/** Figures per player name over every game kept here. */
function NameRecords({ games }: { games: readonly KeptEntry[] }) {
  const records = recordsByName(games);
  return (
    <table className="stats-table" data-testid="name-records">
      <caption>Across the games on this device</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Games</th>
          <th scope="col">Wins</th>
          <th scope="col">Average points</th>
          <th scope="col">Best volley streak</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={record.name}>
            <th scope="row">{record.name}</th>
            <td>{record.games}</td>
            <td>{record.wins}</td>
            <td>{record.averagePoints.toFixed(1)}</td>
            <td>{record.bestStreak}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The History page: every finished game kept on this device, to replay, export or forget; replay files to open. */
export function HistoryScreen() {
  const show = useAppStore((store) => store.show);
  const [games, setGames] = useState<KeptEntry[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const refresh = useCallback(() => {
    listGames()
      .then(setGames)
      .catch(() => {
        setGames([]);
        setMessage('The history cannot be read in this browser (private mode?).');
      });
  }, []);
  useEffect(refresh, [refresh]);
  const open = async (id: string) => {
    const game = await readGame(id);
    if (!game) return setMessage('That game is no longer kept.');
    useReplayStore.getState().open(game);
    show('replay');
  };
  const importFile = async (file: File) => {
    const decoded = decodeReplay(await file.text());
    if (!decoded.ok) return setMessage(`Replay refused. ${decoded.reason}`);
    await keepGame(decoded.game);
    setMessage(null);
    useReplayStore.getState().open(decoded.game);
    show('replay');
  };
  return (
    <main className="history" data-testid="history">
      <header className="history-top">
        <button type="button" onClick={() => show('home')}>
          Back to the harbour
        </button>
        <h1>History</h1>
        <label className="file-button">
          Open a replay file
          <input
            type="file"
            accept="application/json,.json"
            data-testid="import-replay"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </label>
      </header>
      {message && (
        <p className="notice" role="alert">
          {message}
        </p>
      )}
      {games === null ? (
        <p role="status">Reading the log books…</p>
      ) : games.length === 0 ? (
        <p>No finished game yet: every game played to its end is kept here, with its replay.</p>
      ) : (
        <>
          <NameRecords games={games} />
          <ol className="history-list" aria-label="Finished games, newest first">
            {games.map((entry) => (
              <GameRow key={entry.id} entry={entry} onOpen={() => void open(entry.id)} onChanged={refresh} />
            ))}
          </ol>
        </>
      )}
    </main>
  );
}
