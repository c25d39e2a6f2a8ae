import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { type Group, Vector3 } from 'three';
import { CAPTAIN_PART } from '../physics/captainSpec';
import { CUBE_PART } from '../physics/cubeSpec';
import { LEVER_PARTS } from '../physics/leverSpec';
import type { VolleyTrace } from '../physics/traceTypes';
import { ColliderParts } from './ColliderParts';
import { followPoint } from './cameraControl';
import { FLAG_STYLES } from './flagStyle';
import { PieceModel } from './PieceModel';
import type { PlaybackClock } from './playbackClock';
import { useVolleySound } from './sound/useVolleySound';
import { recordFollowedCubes } from './testProbe';
import { traceDuration, tracePose } from './tracePose';

interface VolleyPlaybackProps {
  trace: VolleyTrace;
  clock: PlaybackClock;
  colliders?: boolean;
  /** Leave the lever out (the sandbox's aim draws the firer's lever loaded for the next volley). */
  hideLever?: boolean;
  /** The longest step the clock takes in one frame, s: a slow frame slows the flight, never skips it. */
  maxFrameSeconds?: number;
  /** Called each time the clock reaches the end of the volley. */
  onDone?: () => void;
  /** The camera's target follows the cubes (a slow replay: small cubes stay in the middle of the view). */
  followCubes?: boolean;
}

const cubeParts = [CUBE_PART];

/** Reused each frame (a replay follows its cubes frame by frame). */
const scratch = new Vector3();

/** Where the cubes are now, on average; null before they are drawn. */
function cubesMiddle(trace: VolleyTrace, objects: readonly (Group | null)[]): Vector3 | null {
  const middle = scratch.set(0, 0, 0);
  let cubes = 0;
  trace.bodies.forEach((body, index) => {
    const object = objects[index];
    if (body.kind !== 'cube' || !object) return;
    middle.add(object.position);
    cubes++;
  });
  return cubes > 0 ? middle.divideScalar(cubes) : null;
}

const captainParts = [CAPTAIN_PART];

/**
 * Plays a recorded volley, in the game and the sandbox: the very trace that was scored, so the player
 * sees exactly what counted. The bodies are posed at the clock each frame, outside React state; the
 * clock may be slowed, paused or scrubbed by its owner.
 */
export function VolleyPlayback({
  trace,
  clock,
  colliders = false,
  hideLever = false,
  maxFrameSeconds = 0.05,
  onDone,
  followCubes = false,
}: VolleyPlaybackProps) {
  const bodies = useRef<(Group | null)[]>([]);
  const ended = useRef(false);
  const duration = traceDuration(trace);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [invalidate]);
  const sound = useVolleySound(trace);

  useFrame((state, delta) => {
    if (!clock.paused && clock.seconds < duration) {
      clock.seconds = Math.min(duration, clock.seconds + Math.min(delta, maxFrameSeconds) * clock.speed);
      // the on-demand frame loop keeps drawing only while the volley moves
      state.invalidate();
    }
    sound(clock);
    const atEnd = clock.seconds >= duration;
    if (atEnd && !ended.current) onDone?.();
    ended.current = atEnd;
    trace.bodies.forEach((_, index) => {
      const object = bodies.current[index];
      if (object) tracePose(trace, index, clock.seconds, object.position, object.quaternion);
    });
    const middle = followCubes ? cubesMiddle(trace, bodies.current) : null;
    if (middle) {
      followPoint(middle.x, middle.y, middle.z);
      recordFollowedCubes(middle);
    }
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
