import { invalidate } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState } from 'react';
import { scoreVolley } from '../../physics/scoreVolley';
import { traceHash } from '../../physics/traceHash';
import { bodyAt } from '../../physics/traceQueries';
import type { VolleyTrace } from '../../physics/traceTypes';
import { createClock } from '../../scene/playbackClock';
import { SandboxScene } from '../../scene/SandboxScene';
import { TableCanvas } from '../../scene/TableCanvas';
import { traceDuration } from '../../scene/tracePose';
import { useSandboxStore } from '../../store/sandbox/sandboxStore';
import { useSettingsStore } from '../../store/settings/settingsStore';
import { useBatchStore } from '../../store/tuning/batchStore';
import { useTuningStore } from '../../store/tuning/tuningStore';
import { inputPieces } from '../../table/piecePoses';
import { cameraFocus } from '../sandbox/cameraViews';
import { PlaybackBar, type ViewOptions } from '../sandbox/PlaybackBar';
import { ScoreCard } from '../sandbox/ScoreCard';
import { DecidingThresholds } from './DecidingThresholds';

/** The selected recorded volley: replayed on the table, scored under the working thresholds, and its margins. */
export function ReplayPanel() {
  const selected = useTuningStore((store) => store.selected);
  const thresholds = useTuningStore((store) => store.thresholds);
  const volleys = useSandboxStore((store) => store.volleys);
  const reducedMotion = useSettingsStore((store) => store.reducedMotion);
  const [batchTrace, setBatchTrace] = useState<VolleyTrace | null>(null);
  const [run, setRun] = useState(0);
  const [marker, setMarker] = useState<readonly [number, number, number] | null>(null);
  const [options, setOptions] = useState<ViewOptions>({
    camera: 'side',
    speed: 0.5,
    trails: true,
    ghosts: false,
    colliders: false,
  });
  const clock = useRef(createClock(0.5)).current;

  useEffect(() => {
    setBatchTrace(null);
    if (selected?.source !== 'batch') return;
    let live = true;
    void useBatchStore
      .getState()
      .traceOf(selected.index)
      .then((trace) => live && setBatchTrace(trace));
    return () => {
      live = false;
    };
  }, [selected]);

  const trace =
    selected?.source === 'sandbox' ? (volleys.find((v) => v.id === selected.id)?.trace ?? null) : batchTrace;
  // each newly picked volley plays from the start
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts on a new trace or a replay
  useEffect(() => {
    clock.seconds = 0;
    clock.paused = false;
    setMarker(null);
    invalidate();
  }, [trace, run]);

  const pieces = useMemo(() => (trace ? inputPieces(trace.input) : []), [trace]);
  const score = useMemo(() => (trace ? scoreVolley(trace, thresholds) : null), [trace, thresholds]);
  const hash = useMemo(() => (trace ? traceHash(trace) : undefined), [trace]);

  if (!selected)
    return (
      <section className="lab-panel replay-panel">
        <h3>Replay</h3>
        <p className="hint">Pick a recorded volley to replay it and see which threshold decides it.</p>
      </section>
    );
  if (!trace || !score)
    return (
      <section className="lab-panel replay-panel">
        <p className="hint">Loading the volley…</p>
      </section>
    );
  const focus = cameraFocus(options.camera, pieces, trace.input.firing.id);
  return (
    <section
      className="lab-panel replay-panel"
      aria-label="Replay of the selected volley"
      data-testid="replay-panel"
    >
      <div className="replay-view">
        <TableCanvas label="Replay of the selected volley">
          <SandboxScene
            pieces={pieces}
            islands={trace.input.islands ?? []}
            firingId={trace.input.firing.id}
            focus={focus}
            reducedMotion={reducedMotion}
            aim={null}
            flight={{ trace, run, clock }}
            trail={options.trails ? trace : null}
            ghosts={[]}
            colliders={options.colliders}
            marker={marker}
            selectedId={null}
          />
        </TableCanvas>
      </div>
      <PlaybackBar
        clock={clock}
        duration={traceDuration(trace)}
        options={options}
        onOptions={setOptions}
        onReplay={() => setRun((value) => value + 1)}
      />
      <ScoreCard
        trace={trace}
        score={score}
        thresholds={thresholds}
        {...(hash ? { hash } : {})}
        onShow={(step, body) => {
          clock.seconds = step * trace.dt;
          clock.paused = true;
          setMarker(bodyAt(trace, body, step).position);
          invalidate();
        }}
      />
      <DecidingThresholds trace={trace} />
    </section>
  );
}
