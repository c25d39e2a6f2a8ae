import { invalidate } from '@react-three/fiber';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { HandRelease } from '../../physics/handThrow';
import { scoreVolley } from '../../physics/scoreVolley';
import { bodyAt } from '../../physics/traceQueries';
import { createClock } from '../../scene/playbackClock';
import { SandboxScene } from '../../scene/SandboxScene';
import { TableCanvas } from '../../scene/TableCanvas';
import { traceDuration } from '../../scene/tracePose';
import { useFlick } from '../../scene/useFlick';
import { useAppStore } from '../../store/game/appStore';
import { useDrillStore } from '../../store/sandbox/drillStore';
import { useHandStore } from '../../store/sandbox/handStore';
import { sandboxCharge, useSandboxStore } from '../../store/sandbox/sandboxStore';
import { useSettingsStore } from '../../store/settings/settingsStore';
import { useTuningStore } from '../../store/tuning/tuningStore';
import { followDrills } from '../../store/wiring';
import { inputPieces } from '../../table/piecePoses';
import { layoutIslands, type SandboxPieceId, spaceAt } from '../../table/sandboxLayout';
import { SteppedDownNote } from '../SteppedDownNote';
import { useCameraKeys } from '../useCameraKeys';
import { usePhysicsReady } from '../usePhysicsReady';
import { cameraFocus } from './cameraViews';
import { DrillPanel } from './DrillPanel';
import { HandPanel, HOLD_HEIGHTS } from './HandPanel';
import { LayoutFile } from './LayoutFile';
import { installLabHooks, markPhysicsReady } from './labProbe';
import { PieceList } from './PieceList';
import { PlaybackBar, type ViewOptions } from './PlaybackBar';
import { PracticeHistory } from './PracticeHistory';
import { ScoreCard } from './ScoreCard';
import { SessionStats } from './SessionStats';
import { layoutPieces } from './scenePieces';
import { useSandboxKeys } from './useSandboxKeys';
import { useStrengthTone } from './useStrengthTone';
import { VolleyControls } from './VolleyControls';
import { VolleyHistory } from './VolleyHistory';
import { volleyWords } from './volleyWords';
import './sandbox.css';

// the browser tests' read-only hooks, in the test build only (left out of other builds)
installLabHooks();

/** Ghost trails kept of earlier volleys. */
const GHOSTS = 6;

/** Practice volleys: place and turn pieces, fire with the flick, read the scoring, replay and compare. */
type LabPanel = 'pieces' | 'volley' | 'view';

const LAB_PANELS: readonly LabPanel[] = ['pieces', 'volley', 'view'];

const LAB_PANEL_NAMES: Record<LabPanel, string> = { pieces: 'Pieces', volley: 'Volley', view: 'View' };

export function SandboxScreen() {
  const show = useAppStore((store) => store.show);
  const reducedMotion = useSettingsStore((store) => store.reducedMotion);
  const layout = useSandboxStore((store) => store.layout);
  const knocked = useSandboxStore((store) => store.knocked);
  const volleys = useSandboxStore((store) => store.volleys);
  const shown = useSandboxStore((store) => store.shown);
  const run = useSandboxStore((store) => store.run);
  const selected = useSandboxStore((store) => store.selected);
  const message = useSandboxStore((store) => store.message);
  const thresholds = useTuningStore((store) => store.thresholds);
  const handOn = useHandStore((store) => store.on);
  const handResets = useHandStore((store) => store.resets);
  const [holdHeight, setHoldHeight] = useState<number>(HOLD_HEIGHTS[0]);
  const ready = usePhysicsReady(markPhysicsReady);
  const [playing, setPlaying] = useState(false);
  // narrow screens show one panel at a time under the table, opened on demand (wide ones show all)
  const [panel, setPanel] = useState<LabPanel | null>(null);
  const [marker, setMarker] = useState<readonly [number, number, number] | null>(null);
  const [options, setOptions] = useState<ViewOptions>({
    camera: 'behind',
    speed: 1,
    trails: true,
    ghosts: true,
    colliders: false,
  });
  const clock = useRef(createClock()).current;

  useSandboxKeys();
  // each volley fired while a drill is played is judged by its result
  useEffect(() => followDrills(), []);
  useStrengthTone();
  useCameraKeys(true);

  const shownVolley = volleys.find((volley) => volley.id === shown) ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new run (fire or replay) restarts the clock
  useEffect(() => {
    clock.seconds = 0;
    clock.paused = false;
    setPlaying(shownVolley !== null);
    setMarker(null);
    invalidate();
  }, [run, shown]);

  const fire = useCallback(
    (strength: number) => {
      // to a thousandth, so the strength shown can be typed back in to fly the same volley
      if (ready) useSandboxStore.getState().fire(Math.round(strength * 1000) / 1000, 'flick');
    },
    [ready],
  );
  // the charge goes to a module-level source, not the store: nothing re-renders per frame of a pull
  const bindLever = useFlick(ready && !playing, sandboxCharge.set, fire);

  // hand mode touches the layout itself, never a recorded volley
  const fromVolley = handOn ? null : shownVolley;
  const pieces = useMemo(
    () => (fromVolley ? inputPieces(fromVolley.input) : layoutPieces(layout, knocked)),
    [fromVolley, layout, knocked],
  );
  const firingId = fromVolley?.input.firing.id ?? layout.firing;
  const islands = useMemo(() => fromVolley?.input.islands ?? layoutIslands(layout), [fromVolley, layout]);
  const hand = useMemo(
    () =>
      handOn && ready
        ? {
            holdHeight,
            resets: handResets,
            onRelease: (release: HandRelease) => useHandStore.getState().release(release),
          }
        : null,
    [handOn, ready, holdHeight, handResets],
  );
  const focus = useMemo(
    () => cameraFocus(options.camera, pieces, firingId),
    [options.camera, pieces, firingId],
  );
  const scored = useMemo(
    () =>
      volleys.map((volley) => ({
        volley,
        strength: volley.input.strike.strength,
        score: scoreVolley(volley.trace, thresholds),
      })),
    [volleys, thresholds],
  );
  const shownScore = scored.find((entry) => entry.volley.id === shown)?.score ?? null;
  // told once the cubes have come to rest on the table, so the words never run ahead of the flight
  const said = shownVolley && shownScore && !playing ? volleyWords(shownVolley.trace, shownScore) : null;
  const drillSaid = useDrillStore((store) =>
    store.active && store.last?.volley === shown ? store.last.words : null,
  );
  const ghosts = options.ghosts
    ? volleys
        .filter((v) => v.id !== shown)
        .slice(-GHOSTS)
        .map((v) => v.trace)
    : [];

  const onDrop = useCallback((id: string, x: number, z: number) => {
    const hex = spaceAt(x, z);
    const store = useSandboxStore.getState();
    if (hex) store.move(id as SandboxPieceId, hex);
    else store.say({ tone: 'problem', text: 'Drop pieces on a space of the board.' });
  }, []);

  const showContact = (step: number, body: number) => {
    if (!shownVolley) return;
    clock.seconds = step * shownVolley.trace.dt;
    clock.paused = true;
    setPlaying(true);
    setMarker(bodyAt(shownVolley.trace, body, step).position);
    invalidate();
  };

  return (
    <div
      className="sandbox-screen"
      data-physics-ready={ready}
      data-playing={playing}
      data-shown={shown ?? ''}
    >
      <TableCanvas label="The practice table">
        <SandboxScene
          pieces={pieces}
          islands={islands}
          firingId={firingId}
          focus={focus}
          reducedMotion={reducedMotion}
          aim={ready ? { loaded: !playing, charge: sandboxCharge, bindLever } : null}
          flight={
            shownVolley ? { trace: shownVolley.trace, run, clock, onDone: () => setPlaying(false) } : null
          }
          trail={options.trails && shownVolley ? shownVolley.trace : null}
          ghosts={ghosts}
          colliders={options.colliders}
          marker={marker}
          selectedId={selected}
          onSelect={(id) => useSandboxStore.getState().select(id as SandboxPieceId)}
          onDrop={onDrop}
          hand={hand}
        />
      </TableCanvas>
      <div className="lab-hud">
        <header className="lab-bar">
          <button type="button" onClick={() => show('home')}>
            ← Home
          </button>
          <h2>Sandbox</h2>
          <LayoutFile />
          <button type="button" onClick={() => show('tuning')}>
            Tune the scoring →
          </button>
        </header>
        <SteppedDownNote />
        {message && (
          <p
            className={message.tone === 'problem' ? 'notice' : 'lab-info'}
            role="alert"
            data-testid="sandbox-message"
          >
            {message.text}
          </p>
        )}
        <p className="visually-hidden" role="status" data-testid="volley-said">
          {said ? `${said.headline}. ${said.where}${drillSaid ? ` ${drillSaid}.` : ''}` : ''}
        </p>
        <nav className="lab-tabs" aria-label="Sandbox panels">
          {LAB_PANELS.map((name) => (
            <button
              key={name}
              type="button"
              aria-expanded={panel === name}
              aria-controls={`lab-${name}`}
              onClick={() => setPanel(panel === name ? null : name)}
              data-testid={`lab-tab-${name}`}
            >
              {LAB_PANEL_NAMES[name]}
            </button>
          ))}
        </nav>
        <aside className="lab-left" id="lab-pieces" data-open={panel === 'pieces'}>
          <PieceList />
        </aside>
        <aside className="lab-right" id="lab-volley" data-open={panel === 'volley'}>
          <DrillPanel flying={playing ? shown : null} />
          <HandPanel holdHeight={holdHeight} onHoldHeight={setHoldHeight} />
          <VolleyControls ready={ready} />
          {shownVolley && shownScore && (
            <ScoreCard
              trace={shownVolley.trace}
              score={shownScore}
              thresholds={thresholds}
              hash={shownVolley.hash}
              onShow={showContact}
            />
          )}
          <SessionStats volleys={scored} />
          <VolleyHistory entries={scored} shown={shown} />
          <PracticeHistory />
        </aside>
        <div className="lab-playback" id="lab-view" data-open={panel === 'view'}>
          <PlaybackBar
            clock={clock}
            duration={shownVolley ? traceDuration(shownVolley.trace) : null}
            options={options}
            onOptions={setOptions}
            onReplay={() => shown && useSandboxStore.getState().replay(shown)}
          />
        </div>
      </div>
    </div>
  );
}
