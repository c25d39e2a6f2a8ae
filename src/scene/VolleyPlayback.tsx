import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { Group } from 'three';
import type { VolleyTrace } from '../physics/traceTypes';
import { FLAG_STYLES } from './flagStyle';
import { PieceModel } from './PieceModel';
import { traceDuration, tracePose } from './tracePose';

interface VolleyPlaybackProps {
  trace: VolleyTrace;
  /** Playback speed: 1 real time, 0.25 for the slow replay. */
  speed: number;
  onDone: () => void;
}

/**
 * Plays a recorded volley: the very trace that was scored, so the player sees exactly what counted.
 * Poses are written to the objects each frame, outside React state.
 */
export function VolleyPlayback({ trace, speed, onDone }: VolleyPlaybackProps) {
  const bodies = useRef<(Group | null)[]>([]);
  const clock = useRef(0);
  const finished = useRef(false);
  const duration = traceDuration(trace);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [invalidate]);

  useFrame((state, delta) => {
    // keeps drawing in the on-demand frame loop until the flight is over
    if (!finished.current) state.invalidate();
    clock.current = Math.min(duration, clock.current + Math.min(delta, 0.1) * speed);
    trace.bodies.forEach((_, index) => {
      const object = bodies.current[index];
      if (object) tracePose(trace, index, clock.current, object.position, object.quaternion);
    });
    if (clock.current >= duration && !finished.current) {
      finished.current = true;
      onDone();
    }
  });

  return (
    <group>
      {trace.bodies.map((body, index) => {
        const attach = (object: Group | null) => {
          bodies.current[index] = object;
          if (object) tracePose(trace, index, 0, object.position, object.quaternion);
        };
        switch (body.kind) {
          case 'cube':
            return (
              <group key={`cube-${body.cube}`} ref={attach}>
                <PieceModel name="cube" wood />
              </group>
            );
          case 'captain':
            return (
              <group key={`captain-${body.ship}`} ref={attach}>
                <PieceModel name="captain" paint={{ captain: FLAG_STYLES[body.ship].colour }} />
              </group>
            );
          case 'lever':
            return (
              <group key={`lever-${body.piece}`} ref={attach}>
                <PieceModel name="lever" wood />
              </group>
            );
          default: {
            const never: never = body;
            throw new Error(String(never));
          }
        }
      })}
    </group>
  );
}
