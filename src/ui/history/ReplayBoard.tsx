import { invalidate } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type GameView, getMap } from '../../engine';
import { DEFAULT_THRESHOLDS } from '../../physics/thresholds';
import type { VolleyTrace } from '../../physics/traceTypes';
import { createClock } from '../../scene/playbackClock';
import { SandboxScene } from '../../scene/SandboxScene';
import { TableCanvas } from '../../scene/TableCanvas';
import { traceDuration } from '../../scene/tracePose';
import { useSettingsStore } from '../../store/settings/settingsStore';
import { pageVolleys, type VolleyService } from '../../store/volley/volleyService';
import type { KeptVolley } from '../../table/keptGame';
import { gamePieces, inputPieces, islandPlaces } from '../../table/piecePoses';
import { cameraFocus } from '../sandbox/cameraViews';
import { PlaybackBar, type ViewOptions } from '../sandbox/PlaybackBar';

let volleys: VolleyService | null = null;
/** The replay's volleys fly in the page's volley worker (one for the page, made at the first volley). */
const replayVolleys = () => {
  volleys ??= pageVolleys();
  return volleys;
};

/** A volley flown again from its kept input: its trace, and whether its hash is the recorded one. */
type Flown =
  | { state: 'flying' }
  | { state: 'flown'; trace: VolleyTrace; hash: string }
  | { state: 'failed'; reason: string };

/** What the replay says of a volley flown again: exactly as recorded, or the mismatch, never hidden. */
function FlightCheck({ volley, flown }: { volley: KeptVolley; flown: Flown }) {
  if (flown.state === 'flying')
    return (
      <p className="flight-check" role="status">
        Flying the volley again from its input…
      </p>
    );
  if (flown.state === 'failed')
    return (
      <p className="flight-check mismatch" role="alert" data-testid="flight-check">
        The volley could not be flown again: {flown.reason}
      </p>
    );
  const same = flown.hash === volley.hash;
  return (
    <p
      className={same ? 'flight-check same' : 'flight-check mismatch'}
      role={same ? 'status' : 'alert'}
      data-testid="flight-check"
    >
      {same
        ? `Flown again exactly as recorded (trace ${flown.hash}).`
        : `This volley flew differently from the recorded one: trace ${flown.hash}, recorded ${volley.hash}. What you see is the new flight.`}
    </p>
  );
}

/** The table at a position of the replay; a volley's position flies it again, at any speed and from any view. */
export function ReplayBoard({ view, volley }: { view: GameView; volley: KeptVolley | null }) {
  const reducedMotion = useSettingsStore((store) => store.reducedMotion);
  const [options, setOptions] = useState<ViewOptions>({
    camera: 'side',
    speed: 0.5,
    trails: true,
    ghosts: false,
    colliders: false,
  });
  const clock = useRef(createClock(0.5)).current;
  const [run, setRun] = useState(0);
  const [flown, setFlown] = useState<Flown | null>(null);

  useEffect(() => {
    setFlown(volley ? { state: 'flying' } : null);
    if (!volley) return;
    let live = true;
    replayVolleys()
      .replay(volley.input, DEFAULT_THRESHOLDS)
      .then(
        (result) => live && setFlown({ state: 'flown', trace: result.trace, hash: result.hash }),
        (error: unknown) => live && setFlown({ state: 'failed', reason: String(error) }),
      );
    return () => {
      live = false;
    };
  }, [volley]);

  const trace = flown?.state === 'flown' ? flown.trace : null;
  // each flight plays from its start
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts on a new trace or a replay
  useEffect(() => {
    clock.seconds = 0;
    clock.paused = false;
    invalidate();
  }, [trace, run]);

  const map = useMemo(() => getMap(view.mapId), [view.mapId]);
  const islands = useMemo(() => islandPlaces(map), [map]);
  const pieces = useMemo(() => (volley ? inputPieces(volley.input) : gamePieces(view)), [volley, view]);
  const firingId = volley?.input.firing.id ?? '';
  const focus = volley ? cameraFocus(options.camera, pieces, firingId) : { x: 0, z: 0, distance: 120 };
  return (
    <section className="replay-board" aria-label="The table at this point of the game">
      <div className="replay-canvas">
        <TableCanvas label="The table at this point of the replay">
          <SandboxScene
            pieces={pieces}
            islands={islands}
            firingId={firingId}
            focus={focus}
            reducedMotion={reducedMotion}
            aim={null}
            flight={trace ? { trace, run, clock } : null}
            trail={trace && options.trails ? trace : null}
            ghosts={[]}
            colliders={options.colliders}
            marker={null}
            selectedId={null}
          />
        </TableCanvas>
      </div>
      {volley && flown && <FlightCheck volley={volley} flown={flown} />}
      {volley && (
        <PlaybackBar
          clock={clock}
          duration={trace ? traceDuration(trace) : null}
          options={options}
          onOptions={setOptions}
          onReplay={() => setRun((value) => value + 1)}
        />
      )}
    </section>
  );
}
