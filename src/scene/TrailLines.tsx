import { useEffect, useMemo } from 'react';
import { BufferGeometry, Float32BufferAttribute, Line, LineBasicMaterial } from 'three';
import { FRAME_SCALE, FRAME_STRIDE, type VolleyTrace } from '../physics/traceTypes';

/** Colours of the three cubes' trails (Okabe–Ito, readable on the sea). */
const CUBE_COLOURS = ['#F0E442', '#E69F00', '#CC79A7'];
/** Captains' trails. */
const CAPTAIN_COLOUR = '#ffffff';

/** The path of every cube and captain of a trace, from its sampled frames. */
function traceLines(trace: VolleyTrace, ghost: boolean): Line[] {
  const lines: Line[] = [];
  let cube = 0;
  trace.bodies.forEach((body, index) => {
    if (body.kind === 'lever') return;
    const positions: number[] = [];
    const base = 1 + index * FRAME_STRIDE;
    for (const frame of trace.frames) {
      const p = FRAME_SCALE.position;
      positions.push((frame[base] ?? 0) / p, (frame[base + 1] ?? 0) / p, (frame[base + 2] ?? 0) / p);
    }
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
    const colour =
      body.kind === 'cube' ? (CUBE_COLOURS[cube++ % CUBE_COLOURS.length] as string) : CAPTAIN_COLOUR;
    const material = new LineBasicMaterial({
      color: ghost ? '#d8e6ee' : colour,
      transparent: true,
      opacity: ghost ? 0.22 : 0.95,
      depthWrite: false,
    });
    lines.push(new Line(geometry, material));
  });
  return lines;
}

function Trail({ trace, ghost }: { trace: VolleyTrace; ghost: boolean }) {
  const lines = useMemo(() => traceLines(trace, ghost), [trace, ghost]);
  useEffect(
    () => () => {
      for (const line of lines) {
        line.geometry.dispose();
        (line.material as LineBasicMaterial).dispose();
      }
    },
    [lines],
  );
  return (
    <group>
      {lines.map((line) => (
        <primitive key={line.uuid} object={line} />
      ))}
    </group>
  );
}

interface TrailLinesProps {
  /** The last volley: bright trails, one colour per cube. */
  last: VolleyTrace | null;
  /** Earlier volleys, drawn as faded ghosts. */
  ghosts: readonly VolleyTrace[];
}

/** Trajectory trails of the last volley and faded ghosts of earlier ones. */
export function TrailLines({ last, ghosts }: TrailLinesProps) {
  return (
    <group>
      {ghosts.map((trace, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: ghosts are an ordered, append-only history
        <Trail key={index} trace={trace} ghost />
      ))}
      {last && <Trail trace={last} ghost={false} />}
    </group>
  );
}
