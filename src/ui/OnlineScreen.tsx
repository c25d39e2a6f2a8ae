import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { LEVEL_IDS, LEVELS, type LevelId } from '../captains/levels';
import type { Seat } from '../engine';
import { shipColourLabel } from '../engine/shipNames';
import { tableSound } from '../scene/sound/tableSound';
import { useAppStore } from '../store/game/appStore';
import { useGameStore } from '../store/game/gameStore';
import { pickedSeat, seatChoices } from '../store/game/seatChoices';
import { onlineStore, useOnlineStore } from '../store/online/onlineStore';
import { usePlaybackStore } from '../store/playback/playbackStore';
import { useSettingsStore } from '../store/settings/settingsStore';
import { followOnline, followTurnNotice } from '../store/wiring';
import { actingSeat } from '../table/actingSeat';
import type { SeatSpec } from '../table/onlineMessages';
import { setupWords } from '../table/setupActivity';
import { ClockChoice, clockOf, DEFAULT_CLOCK_FORM } from './ClockChoice';
import { FlagIcon } from './FlagIcon';
import { OnlineClock } from './OnlineClock';
import { loadGameScreen } from './preloadTable';
import { ReactionBubbles } from './ReactionBubbles';
import { ReactionPicker } from './ReactionPicker';
import { ShareLink } from './ShareLink';
import { StatusTip } from './StatusTip';
import { TurnNoticeOptIn } from './TurnNoticeOptIn';
import { tableWaitWords } from './tableWaitWords';

const GameScreen = lazy(() => loadGameScreen().then((module) => ({ default: module.GameScreen })));

type SeatChoice = 'person' | (typeof LEVEL_IDS)[number];

const linkParams = () => new URLSearchParams(typeof location === 'undefined' ? '' : location.search);

/** The invite link (a seat) or the spectator link of a table. */
const tableLink = (code: string, watch: boolean) =>
  `${location.origin}${location.pathname}?table=${code}${watch ? '&watch=1' : ''}`;

/** Creating a table: 2–4 seats, each a person or a computer level; the creator takes the first. */
function CreateTable() {
  const [name, setName] = useState('');
  const [seats, setSeats] = useState<SeatChoice[]>(['person', 'person']);
  const [clock, setClock] = useState(DEFAULT_CLOCK_FORM);
  // on by default for a player who still has the first-game hints on, as a table on this device
  const [practiceAids, setPracticeAids] = useState(() => useSettingsStore.getState().hints);
  const create = () => {
    const specs: SeatSpec[] = seats.map((choice) =>
      choice === 'person' ? { kind: 'person' } : { kind: 'computer', level: choice },
    );
    void onlineStore.getState().createTable(specs, name.trim(), clockOf(clock), practiceAids);
  };
  return (
    <form
      className="online-form"
      aria-label="New online table"
      onSubmit={(event) => {
        event.preventDefault();
        create();
      }}
    >
      <h2>New online table</h2>
      <label>
        Your name <input value={name} maxLength={24} onChange={(event) => setName(event.target.value)} />
      </label>
      {seats.map((choice, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its place at the table
        <label key={index}>
          Seat {index + 1}
          <select
            value={choice}
            disabled={index === 0}
            onChange={(event) =>
              setSeats(seats.map((old, at) => (at === index ? (event.target.value as SeatChoice) : old)))
            }
          >
            <option value="person">{index === 0 ? 'You' : 'A friend'}</option>
            {LEVEL_IDS.map((level) => (
              <option key={level} value={level}>
                Computer: {LEVELS[level].label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <div className="online-row">
        <button type="button" disabled={seats.length >= 4} onClick={() => setSeats([...seats, 'person'])}>
          Add a seat
        </button>
        <button type="button" disabled={seats.length <= 2} onClick={() => setSeats(seats.slice(0, -1))}>
          Remove a seat
        </button>
      </div>
      <ClockChoice form={clock} onChange={setClock} />
      <label className="toggle practice-aids-choice">
        <input
          type="checkbox"
          checked={practiceAids}
          onChange={(event) => setPracticeAids(event.target.checked)}
          data-testid="online-practice-aids"
        />
        Practice aids: where a volley lands and its chances, shown to everyone at the table
      </label>
      <button type="submit" className="primary" disabled={!name.trim()}>
        Create the table
      </button>
    </form>
  );
}

/** Opening an invite: a name and a free seat (listed as the table has them, live), or only watching. */
function JoinTable({ code }: { code: string }) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Seat | null>(null);
  const peek = useOnlineStore((state) => state.peek);
  const failure = useOnlineStore((state) => state.failure);
  // the seats are watched (as a spectator would) until one is taken, so a seat taken meanwhile shows
  useEffect(() => {
    void onlineStore.getState().peekTable(code);
    return () => void onlineStore.getState().stopPeeking();
  }, [code]);
  // the seats could not be looked at (the error above says why): a passing failure may be asked again
  const unlooked = !peek && failure !== null;
  const choices = useMemo(() => (peek ? seatChoices(peek.table.seats, peek.ships) : null), [peek]);
  const seat = choices ? pickedSeat(choices, chosen) : null;
  return (
    <form
      className="online-form"
      aria-label="Join the table"
      onSubmit={(event) => {
        event.preventDefault();
        if (seat !== null) void onlineStore.getState().joinTable(code, name.trim(), seat);
      }}
    >
      <h2>Table {code}</h2>
      <label>
        Your name <input value={name} maxLength={24} onChange={(event) => setName(event.target.value)} />
      </label>
      <fieldset className="online-seat-pick">
        <legend>Your seat</legend>
        {!choices && !unlooked && <p role="status">Looking at the seats…</p>}
        {unlooked && <p>The seats could not be listed.</p>}
        {!choices && failure === 'transient' && (
          <button type="button" onClick={() => void onlineStore.getState().peekTable(code)}>
            Try again
          </button>
        )}
        {choices?.map((choice) => (
          <label key={choice.seat} className={`online-seat-choice ${choice.state}`}>
            <input
              type="radio"
              name="seat"
              value={choice.seat}
              disabled={choice.state !== 'free'}
              checked={seat === choice.seat}
              onChange={() => setChosen(choice.seat)}
            />
            {choice.ship && <FlagIcon ship={choice.ship} />}
            <span>
              Seat {choice.seat + 1}
              {choice.ship ? ` (${shipColourLabel(choice.ship).toLowerCase()} ship)` : ''}:{' '}
              {choice.state === 'free'
                ? 'free'
                : choice.state === 'computer'
                  ? `${choice.name} (computer)`
                  : `${choice.name} (taken)`}
            </span>
          </label>
        ))}
        {choices && seat === null && <p>Every seat is taken: you can still watch.</p>}
      </fieldset>
      <button type="submit" className="primary" disabled={!name.trim() || seat === null}>
        Take the seat
      </button>
      <button type="button" onClick={() => void onlineStore.getState().watchTable(code)}>
        Only watch
      </button>
    </form>
  );
}

/** The host's practice aids, said to everyone at the table (each device shows its own while aiming). */
function PracticeAidsOn() {
  return (
    <p className="online-aids" data-testid="online-practice-aids-on">
      <StatusTip kind="practiceAids">Practice aids on</StatusTip>
    </p>
  );
}

/** The table: code and links, seats with who is connected, whose turn it is; the host starts. */
function TablePanel() {
  const { table, view } = useOnlineStore(useShallow((state) => ({ table: state.table, view: state.view })));
  if (!table) return null;
  const acting = view ? actingSeat(view, table.host) : null;
  const free = table.seats.some((seat) => seat.kind === 'person' && seat.name === null);
  return (
    <section className="online-table" aria-label="Online table">
      <h2>
        Table <span className="online-code">{table.code}</span>
      </h2>
      <ShareLink label="Invite link" title="Join my table at To Glory!" url={tableLink(table.code, false)} />
      <ShareLink label="Watch link" title="Watch my table at To Glory!" url={tableLink(table.code, true)} />
      <TurnNoticeOptIn />
      <ul className="online-seats">
        {table.seats.map((seat, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its place at the table
          <li key={index}>
            <ConnectionDot connected={seat.connected} /> {seat.name ?? 'Free seat'}
            {seat.kind === 'computer' ? ' (computer)' : ''}
            {index === table.you ? ' — you' : ''}
            {index === acting ? ' — to play' : ''}
            {table.you === table.host &&
              seat.kind === 'person' &&
              !seat.connected &&
              index !== table.host && <HandOver seat={index as Seat} />}
          </li>
        ))}
      </ul>
      {table.practiceAids && <PracticeAidsOn />}
      {!table.started && table.you === table.host && (
        <button
          type="button"
          className="primary"
          disabled={free}
          onClick={() => onlineStore.getState().startGame()}
        >
          {free ? 'Waiting for players…' : 'Start the game'}
        </button>
      )}
      {/* what the table waits for (the game itself, once started, is set up and played on the board) */}
      <p role="status" className="online-turn">
        {tableWaitWords(table)}
      </p>
      <OnlineClock />
    </section>
  );
}

/** Beside the board at a remote table: who is connected (a dot a seat) and whose turn it is. */
function OnlineStrip() {
  const { table, status } = useOnlineStore(
    useShallow((state) => ({ table: state.table, status: state.status })),
  );
  const game = useGameStore((store) => store.game);
  if (!table || !game) return null;
  const acting = actingSeat(game, table.host);
  const nameOf = (seat: Seat) => table.seats[seat]?.name ?? `Seat ${seat + 1}`;
  const turn =
    status === 'lost'
      ? 'Connection lost: coming back…'
      : acting === null
        ? 'The game is over.'
        : acting === table.you
          ? table.seats[acting]?.standIn
            ? 'A computer plays your turn'
            : 'Your turn'
          : (setupWords(game, table.host, nameOf) ?? `${nameOf(acting)} to play`);
  return (
    <aside className="online-strip" aria-label="Online table" data-testid="online-strip">
      <ul>
        {table.seats.map((seat, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its place at the table
          <li key={index}>
            <ConnectionDot connected={seat.connected} /> {seat.name ?? `Seat ${index + 1}`}
            {index === table.you ? ' (you)' : ''}
            {table.you === table.host &&
              seat.kind === 'person' &&
              !seat.connected &&
              index !== table.host && <HandOver seat={index as Seat} />}
          </li>
        ))}
      </ul>
      <p role="status">{turn}</p>
      {table.practiceAids && <PracticeAidsOn />}
      <ReactionPicker />
      <OnlineClock />
      {/* at hand during the game, folded away: turn notices, a friend to watch, a player back on another device */}
      <details className="strip-toggle online-links">
        <summary>Notices, links</summary>
        <div>
          <TurnNoticeOptIn />
          {table.you !== null && (
            <ShareLink
              label="Invite link"
              title="Join my table at To Glory!"
              url={tableLink(table.code, false)}
            />
          )}
          <ShareLink
            label="Watch link"
            title="Watch my table at To Glory!"
            url={tableLink(table.code, true)}
          />
        </div>
      </details>
    </aside>
  );
}

/** Play online: create or join a table, My games, and the table itself. */
export function OnlineScreen() {
  const show = useAppStore((store) => store.show);
  const { status, error, myGames, table, retry, failure } = useOnlineStore(
    useShallow((state) => ({
      status: state.status,
      error: state.error,
      myGames: state.myGames,
      table: state.table,
      retry: state.retry,
      failure: state.failure,
    })),
  );
  const [linkCode] = useState(() => linkParams().get('table'));
  const [code, setCode] = useState('');
  // the game screen plays the remote table while this screen is open; leaving brings this device's game back
  useEffect(() => followOnline(onlineStore), []);
  const host = table?.host ?? null;
  const shownActing = usePlaybackStore((store) =>
    store.shown && host !== null ? actingSeat(store.shown, host) : null,
  );
  // the whole game is on the board once the server's first view is in, its setup included (S1, S2, S4)
  const serverView = useOnlineStore((state) => state.view !== null);
  const board = useGameStore((store) => store.remote !== null && store.game !== null) && serverView;

  // this browser's seat at the link's table is being come back to: no join form meanwhile, nor after a
  // transient failure (tried a few times; "Try again" then): only once the seat is refused for good
  const holdsSeat = myGames.some((game) => game.code === linkCode && game.token !== null);
  const watchLink = linkParams().get('watch') !== null;
  // the link's table being reached (its seat, or watching it): the page says how it goes, no lobby forms;
  // an invite link without a seat here, or whose seat was refused for good, opens the join form
  const reaching = linkCode !== null && (holdsSeat || watchLink) && failure !== 'final';
  const unreached = reaching && status === 'idle' && failure === 'transient';
  // An invite or spectator link: back to the seat this browser holds there, else watch or join.
  useEffect(() => {
    if (!linkCode) return;
    const state = onlineStore.getState();
    if (linkParams().get('watch')) void state.watchTable(linkCode);
    else if (state.myGames.some((game) => game.code === linkCode && game.token))
      void state.resumeTable(linkCode);
  }, [linkCode]);

  // The turn notice: the tab's title says when it is this seat's turn on the table shown, and a cue
  // sounds as the turn comes to this seat from another (through the game's sound board: its volume, mute)
  const you = table?.you ?? null;
  const yourTurn = you !== null && shownActing === you;
  useEffect(() => followTurnNotice(onlineStore, () => tableSound.playTableCue('yourTurn')), []);
  useEffect(() => {
    const before = document.title;
    if (yourTurn) document.title = 'Your turn — To Glory!';
    return () => {
      document.title = before;
    };
  }, [yourTurn]);

  if (table?.started && board)
    return (
      <>
        <Suspense
          fallback={
            <p role="status" className="table-loading">
              Laying out the table…
            </p>
          }
        >
          <GameScreen tableStrip={<OnlineStrip />} />
        </Suspense>
        <ReactionBubbles />
      </>
    );

  return (
    <main className="home online">
      <h1 className="title">Play online</h1>
      {error && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      {status === 'connecting' && (
        <p role="status" data-testid="online-reaching">
          {retry ? `Opening the table… (try ${retry.attempt} of ${retry.tries})` : 'Reaching the table…'}
        </p>
      )}
      {unreached && (
        <button
          type="button"
          className="primary"
          onClick={() =>
            void (watchLink
              ? onlineStore.getState().watchTable(linkCode)
              : onlineStore.getState().resumeTable(linkCode))
          }
        >
          Try again
        </button>
      )}
      {status === 'lost' && <p role="status">Connection lost: coming back…</p>}
      {table ? (
        <TablePanel />
      ) : reaching ? null : linkCode && !watchLink ? (
        <JoinTable code={linkCode} />
      ) : (
        <>
          <CreateTable />
          <form
            className="online-form"
            aria-label="Open a table by its code"
            onSubmit={(event) => {
              event.preventDefault();
              location.search = `?table=${code.trim().toUpperCase()}`;
            }}
          >
            <label>
              Table code{' '}
              <input value={code} maxLength={10} onChange={(event) => setCode(event.target.value)} />
            </label>
            <button type="submit" disabled={code.trim().length !== 10}>
              Open
            </button>
          </form>
          {myGames.length > 0 && (
            <section aria-label="My games">
              <h2>My games</h2>
              <ul>
                {myGames.map((game) => (
                  <li key={game.code}>
                    <button type="button" onClick={() => void onlineStore.getState().resumeTable(game.code)}>
                      {game.code} {game.seat === null ? '(watching)' : `as ${game.name}`}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <nav className="home-menu">
        <button
          type="button"
          onClick={() => {
            void onlineStore.getState().leave();
            // the table's link is done with: Play online opens the lobby again, not this table
            if (linkCode) history.replaceState(null, '', location.pathname);
            show('home');
          }}
        >
          Back
        </button>
      </nav>
    </main>
  );
}

/**
 * The host hands an absent player's seat (or one nobody took) to a computer captain of a level, so the
 * game goes on; the server refuses it if the player is back.
 */
function HandOver({ seat }: { seat: Seat }) {
  const [level, setLevel] = useState<LevelId>('boatswain');
  return (
    <span className="online-hand-over">
      <select
        aria-label={`Computer level for seat ${seat + 1}`}
        value={level}
        onChange={(event) => setLevel(event.target.value as LevelId)}
      >
        {LEVEL_IDS.map((id) => (
          <option key={id} value={id}>
            {LEVELS[id].label}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onlineStore.getState().giveSeat(seat, level)}>
        Computer plays
      </button>
    </span>
  );
}

/** A seat's connection, as a dot a screen reader names. */
function ConnectionDot({ connected }: { connected: boolean }) {
  return (
    <span
      className={connected ? 'online-dot on' : 'online-dot'}
      role="img"
      aria-label={connected ? 'connected' : 'away'}
    />
  );
}
