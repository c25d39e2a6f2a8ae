import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { Group } from 'three';
import { CAPTAIN_PART } from '../physics/captainSpec';
import { CUBE_PART } from '../physics/cubeSpec';
import { LEVER_PARTS } from '../physics/leverSpec';
import type { VolleyTrace } from '../physics/traceTypes';
import { ColliderParts } from './ColliderParts';
import { FLAG_STYLES } from './flagStyle';
import { PieceModel } from './PieceModel';
import { traceDuration, tracePose } from './tracePose';

/**
 * The playback's clock, shared by the scene and the DOM controls outside React state: the scene
 * advances it each frame, the scrub bar and "jump to contact" write it and ask for a frame.
 */
export interface PlaybackClock {
  seconds: number;
  /** 1 real time, 0.1 … 0.5 slow motion. */
  speed: number;
  paused: boolean;
}

export function createClock(speed = 1): PlaybackClock {
  return { seconds: 0, speed, paused: false };
}

interface SandboxPlaybackProps {
  trace: VolleyTrace;
  clock: PlaybackClock;
  colliders: boolean;
  /** Leave the lever out (the aim draws the firer's lever loaded for the next volley). */
  hideLever?: boolean;
  /** Called each time the clock reaches the end of the volley. */
  onDone?: () => void;
}

const cubeParts = [CUBE_PART];
const captainParts = [CAPTAIN_PART];

/** The bodies of a recorded volley posed at the clock: slow motion, pause, scrub and replay. */
export function SandboxPlayback({
  trace,
  clock,
  colliders,
  hideLever = false,
  onDone,
}: SandboxPlaybackProps) {
  const bodies = useRef<(Group | null)[]>([]);
  const ended = useRef(false);
  const duration = traceDuration(trace);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [invalidate]);

  useFrame((state, delta) => {
    if (!clock.paused && clock.seconds < duration) {
      clock.seconds = Math.min(duration, clock.seconds + Math.min(delta, 0.05) * clock.speed);
      // the on-demand frame loop keeps drawing only while the volley moves
      state.invalidate();
    }
    const atEnd = clock.seconds >= duration;
    if (atEnd && !ended.current) onDone?.();
    ended.current = atEnd;
    trace.bodies.forEach((_, index) => {
      const object = bodies.current[index];
      if (object) tracePose(trace, index, clock.seconds, object.position, object.quaternion);
    });
  });

  return (
    <group>
      {trace.bodies.map((body, index) => {
        const attach = (object: Group | null) => {
          bodies.current[index] = object;
          if (object) tracePose(trace, index, clock.seconds, object.position, object.quaternion);
        };
        switch (body.kind) {
          case 'cube':
            return (
              <group key={`cube-${body.cube}`} ref={attach}>
                <PieceModel name="cube" wood />
                {colliders && <ColliderParts parts={cubeParts} colour="#ffd54a" />}
              </group>
            );
          case 'captain':
            return (
              <group key={`captain-${body.ship}`} ref={attach}>
                <PieceModel name="captain" paint={{ captain: FLAG_STYLES[body.ship].colour }} />
                {colliders && <ColliderParts parts={captainParts} colour="#ffd54a" />}
              </group>
            );
          case 'lever':
            return hideLever ? null : (
              <group key={`lever-${body.piece}`} ref={attach}>
                <PieceModel name="lever" wood />
                {colliders && <ColliderParts parts={LEVER_PARTS} colour="#ffd54a" />}
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
