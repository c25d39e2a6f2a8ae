import { SHIP_IDS, type ShipId } from '../engine/ids';
import { VOLLEY_AWARDS, type VolleyAward } from '../engine/volleyOutcome';
import type {
  CaptainScore,
  CaptainVerdict,
  CubeHit,
  CubeRest,
  CubeScore,
  ScoredPart,
  VolleyScore,
} from './scoreTypes';
import { DEFAULT_THRESHOLDS, type Thresholds } from './thresholds';
import { bodyAt, bodyColliders, judgedStep, stillThrough, touchesAt } from './traceQueries';
import type { TracePiece, VolleyTrace } from './traceTypes';

interface Target {
  piece: string;
  part: ScoredPart;
}

/** What a collider is as far as scoring goes: a target's part or captain (V2), the board, or nothing. */
function classifier(trace: VolleyTrace) {
  const pieces = new Map<string, TracePiece>(trace.pieces.map((p) => [p.id, p]));
  const isTarget = (id: string) => pieces.get(id)?.role === 'target';
  return {
    pieces,
    bodyColliders: bodyColliders(trace),
    target(collider: number): Target | null {
      const owner = trace.colliders[collider];
      if (owner?.kind === 'piece' && isTarget(owner.piece)) return { piece: owner.piece, part: owner.part };
      if (owner?.kind === 'captain' && isTarget(owner.ship)) return { piece: owner.ship, part: 'captain' };
      return null;
    },
    isBoard(collider: number): boolean {
      const kind = trace.colliders[collider]?.kind;
      return kind === 'board' || kind === 'island';
    },
    cubeOf(collider: number): number | null {
      const owner = trace.colliders[collider];
      return owner?.kind === 'cube' ? owner.body : null;
    },
  };
}

type Classifier = ReturnType<typeof classifier>;

/** Each cube's hits (P2): the first contact with each target at or over the hit impulse, up to the judged step. */
function cubeHits(trace: VolleyTrace, t: Thresholds, step: number, cls: Classifier): CubeHit[][] {
  const hits = trace.bodies.map((): CubeHit[] => []);
  for (const [at, a, b, impulse] of trace.contacts) {
    if (at > step) break;
    if (impulse < t.hitImpulse) continue;
    const cube = cls.cubeOf(a);
    const target = cls.target(b);
    if (cube === null || !target) continue;
    const list = hits[cube] ?? [];
    if (!list.some((h) => h.piece === target.piece)) list.push({ ...target, step: at, impulse });
  }
  return hits;
}

/** Where one cube lies at the judged step (P3), and the cube it rests on if it rests on one. */
function cubeRest(
  trace: VolleyTrace,
  t: Thresholds,
  step: number,
  cls: Classifier,
  body: number,
  collider: number,
): { rest: CubeRest; under: number | null } {
  const gone = trace.final[body]?.offTableStep;
  if (gone !== null && gone !== undefined && gone <= step) return { rest: { kind: 'gone' }, under: null };
  const touches = touchesAt(trace, collider, step);
  if (touches.some((touch) => cls.isBoard(touch.other))) return { rest: { kind: 'board' }, under: null };
  const settleSteps = Math.round(t.settleTime / trace.dt);
  if (!stillThrough(trace, body, step - settleSteps, step, t.restSpeed, t.restSpin)) {
    return { rest: { kind: 'moving' }, under: null };
  }
  const supports = touches.filter((touch) => touch.ny >= t.supportNormal);
  const target = supports.map((touch) => cls.target(touch.other)).find((found) => found !== null);
  if (target) return { rest: { kind: 'target', ...target }, under: null };
  const under = supports.map((touch) => cls.cubeOf(touch.other)).find((found) => found !== null);
  return { rest: { kind: 'other' }, under: under ?? null };
}

/** Where each cube lies at the judged step (P3), supports through other cubes resolved. */
function cubeRests(trace: VolleyTrace, t: Thresholds, step: number, cls: Classifier): Map<number, CubeRest> {
  const colliders = cls.bodyColliders;
  const rests = new Map<number, CubeRest>();
  const onCube = new Map<number, number>();
  for (const [index, body] of trace.bodies.entries()) {
    if (body.kind !== 'cube') continue;
    const { rest, under } = cubeRest(trace, t, step, cls, index, colliders[index] ?? -1);
    rests.set(index, rest);
    if (under !== null) onCube.set(index, under);
  }
  // A cube resting on a cube that landed on a target has landed on that target too.
  for (let pass = 0; pass < onCube.size; pass++) {
    for (const [cube, under] of onCube) {
      const below = rests.get(under);
      if (below?.kind === 'target') rests.set(cube, { kind: 'target', piece: below.piece, part: 'cube' });
    }
  }
  return rests;
}

function cubeScore(
  cube: number,
  hits: CubeHit[],
  rest: CubeRest,
  trace: VolleyTrace,
  cls: Classifier,
): CubeScore {
  if (rest.kind === 'target') {
    const collider = cls.bodyColliders[cube] ?? -1;
    const first = trace.contacts.find(([, a, b]) => a === collider && cls.target(b)?.piece === rest.piece);
    const deciding = first ? { step: first[0], impulse: first[3] } : null;
    return { cube, award: 'landed', piece: rest.piece, part: rest.part, deciding, hits, rest };
  }
  const hit = hits[0];
  if (hit)
    return {
      cube,
      award: 'hit',
      piece: hit.piece,
      part: hit.part,
      deciding: { step: hit.step, impulse: hit.impulse },
      hits,
      rest,
    };
  return { cube, award: 'none', piece: null, part: null, deciding: null, hits, rest };
}

/** Each standing captain's fate at the judged step (P4). */
function captainScores(trace: VolleyTrace, t: Thresholds, step: number, cls: Classifier): CaptainScore[] {
  const colliders = cls.bodyColliders;
  const scores: CaptainScore[] = [];
  trace.bodies.forEach((body, index) => {
    if (body.kind !== 'captain') return;
    const target = cls.pieces.get(body.ship)?.role === 'target';
    const drop = body.standY - (bodyAt(trace, index, step).position[1] ?? 0);
    const gone = trace.final[index]?.offTableStep;
    let verdict: CaptainVerdict;
    if (gone !== null && gone !== undefined && gone <= step) verdict = 'offTable';
    else {
      const touches = touchesAt(trace, colliders[index] ?? -1, step);
      const onDeck = touches.some((touch) => {
        const owner = trace.colliders[touch.other];
        return owner?.kind === 'piece' && owner.piece === body.ship && touch.ny >= t.supportNormal;
      });
      if (onDeck) verdict = 'onDeck';
      else if (touches.some((touch) => cls.isBoard(touch.other))) verdict = 'touchingBoard';
      else verdict = drop >= t.dropDistance ? 'dropped' : 'offDeck';
    }
    const knockedOff = verdict === 'offTable' || verdict === 'touchingBoard' || verdict === 'dropped';
    scores.push({ ship: body.ship, target, knockedOff, verdict, drop: Math.round(drop * 1000) / 1000 });
  });
  return scores;
}

const rank = (award: VolleyAward) => VOLLEY_AWARDS.indexOf(award);
const shipOrder = (ships: Set<ShipId>) => SHIP_IDS.filter((id) => ships.has(id));

/**
 * Scores a recorded volley (P1): pure and cheap, so changed thresholds re-score stored traces.
 * Per cube none/hit/landed (P2, P3), per standing captain knocked off or not (P4), judged when the
 * volley came to rest or at the time cap (P5); only targets count (V2) and only the best pays (V3).
 */
export function scoreVolley(trace: VolleyTrace, thresholds: Thresholds = DEFAULT_THRESHOLDS): VolleyScore {
  const step = judgedStep(trace, thresholds.timeCap);
  const cls = classifier(trace);
  const hits = cubeHits(trace, thresholds, step, cls);
  const rests = cubeRests(trace, thresholds, step, cls);
  const cubes = [...rests.entries()].map(([cube, rest]) =>
    cubeScore(cube, hits[cube] ?? [], rest, trace, cls),
  );
  const captains = captainScores(trace, thresholds, step, cls);

  let best: VolleyAward = 'none';
  const shipsHit = new Set<ShipId>();
  const isShip = (id: string): id is ShipId => cls.pieces.get(id)?.kind === 'ship';
  for (const cube of cubes) {
    if (rank(cube.award) > rank(best)) best = cube.award;
    for (const hit of cube.hits) if (isShip(hit.piece)) shipsHit.add(hit.piece);
    if (cube.award === 'landed' && cube.piece !== null && isShip(cube.piece)) shipsHit.add(cube.piece);
  }
  const knocked = new Set<ShipId>();
  for (const captain of captains) {
    if (!captain.target || !captain.knockedOff) continue;
    best = 'knockedOff';
    knocked.add(captain.ship);
    shipsHit.add(captain.ship);
  }
  return {
    cubes,
    captains,
    best,
    judgedStep: step,
    endedBy: trace.endReason === 'rest' && step === trace.steps ? 'rest' : 'cap',
    outcome: {
      source: trace.input.firing.kind,
      best,
      captainsKnockedOff: shipOrder(knocked),
      shipsHit: shipOrder(shipsHit),
    },
  };
}
