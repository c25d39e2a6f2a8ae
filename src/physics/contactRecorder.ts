import type { BodyState } from './bodySampler';
import type { BuiltWorld } from './buildWorld';
import type { SimConstants } from './simConstants';
import type { ContactRecord, TouchSpan } from './traceTypes';

interface OpenSpan {
  a: number;
  b: number;
  from: number;
  last: number;
  ny: number;
}

const round = (value: number, scale: number): number => Math.round(value * scale) / scale;

/**
 * Reads the contact graph after each step (not the collision events, which speculative contacts
 * set off without a touch) for every moving cube and captain: real touches become spans and
 * per-step impulses over the floor become contact records. Touches with the firer's moving lever
 * (the launch itself) are left out. A still body is not read: its touches
 * carry on unchanged until it moves again (then it is read, or a moving partner reads the pair).
 */
export class ContactRecorder {
  readonly contacts: ContactRecord[] = [];
  readonly touches: TouchSpan[] = [];
  private readonly open = new Map<number, OpenSpan>();
  /** Per collider: the tracked body it belongs to, or −1. */
  private readonly bodyOf: number[];
  /** Per collider: whether its touches are never recorded (the firer's moving lever: it only launches). */
  private readonly ignored: boolean[];
  /** Per collider: the sea or an island, whose normal the scoring never asks for (touching is enough). */
  private readonly flat: boolean[];
  private readonly sides: { collider: number; body: number; handle: number }[] = [];
  private readonly partners: number[] = [];

  constructor(
    private readonly built: BuiltWorld,
    private readonly c: SimConstants,
  ) {
    this.bodyOf = built.colliders.map((owner) =>
      owner.kind === 'cube' || owner.kind === 'captain' ? owner.body : -1,
    );
    this.ignored = built.colliders.map((owner) => owner.kind === 'lever');
    this.flat = built.colliders.map((owner) => owner.kind === 'board' || owner.kind === 'island');
    const handleOf = new Map<number, number>();
    for (const [handle, index] of built.colliderIndex) handleOf.set(index, handle);
    built.tracked.forEach((t, body) => {
      if (t.collider >= 0)
        this.sides.push({ collider: t.collider, body, handle: handleOf.get(t.collider) ?? -1 });
    });
  }

  /** Reads the touches of one step. */
  read(step: number, state: (body: number) => BodyState): void {
    const np = this.built.world.narrowPhase;
    const { touchDistance, impulseFloor } = this.c;
    for (const side of this.sides) {
      if (state(side.body) !== 'moving') continue;
      const a = side.collider;
      this.partners.length = 0;
      np.contactPairsWith(side.handle, (h) => this.partners.push(h));
      for (const handleB of this.partners) {
        const b = this.built.colliderIndex.get(handleB);
        if (b === undefined || this.ignored[b]) continue;
        const bodyB = this.bodyOf[b] ?? -1;
        // Two moving tracked bodies: the lower collider index reads the pair.
        if (bodyB >= 0 && b < a && state(bodyB) === 'moving') continue;
        let impulse = 0;
        let distance = Number.POSITIVE_INFINITY;
        let ny = this.flat[b] ? 1 : 0;
        const wantsNormal = !this.flat[b];
        np.contactPair(side.handle, handleB, (m, flipped) => {
          const n = m.numContacts();
          for (let i = 0; i < n; i++) {
            impulse += m.contactImpulse(i);
            distance = Math.min(distance, m.contactDist(i));
          }
          // Normal from b to a: the manifold's normal points from its first collider to its second.
          if (n > 0 && wantsNormal) ny = flipped ? m.normal().y : -m.normal().y;
        });
        if (!(distance <= touchDistance || impulse > 0)) continue;
        // Name the pair with the lower index first when both are cubes/captains.
        const swap = bodyB >= 0 && b < a;
        this.touch(step, swap ? b : a, swap ? a : b, swap ? -ny : ny, impulse, distance, impulseFloor);
      }
    }
    for (const [key, span] of this.open) {
      if (span.last === step) continue;
      if (span.last === step - 1 && this.carriesOn(span, state)) span.last = step;
      else {
        this.close(span);
        this.open.delete(key);
      }
    }
  }

  /** Whether a cube's or captain's collider touches the sea or an island at `step` (as last read). */
  touchesFlat(collider: number, step: number): boolean {
    for (const span of this.open.values()) {
      if (span.last !== step) continue;
      const other = span.a === collider ? span.b : span.b === collider ? span.a : null;
      if (other !== null && this.flat[other]) return true;
    }
    return false;
  }

  /** Closes the spans still open at the end. */
  finish(): void {
    for (const span of this.open.values()) this.close(span);
    this.open.clear();
    this.touches.sort((p, q) => p[2] - q[2] || p[0] - q[0] || p[1] - q[1]);
  }

  private touch(
    step: number,
    a: number,
    b: number,
    ny: number,
    impulse: number,
    distance: number,
    floor: number,
  ): void {
    const key = a * 65536 + b;
    const span = this.open.get(key);
    const continues = span !== undefined && span.last >= step - 1;
    if (span && continues) {
      span.last = step;
      span.ny = ny;
    } else {
      if (span) this.close(span);
      this.open.set(key, { a, b, from: step, last: step, ny });
    }
    if (impulse >= floor || !continues) {
      this.contacts.push([step, a, b, round(impulse, 100), round(Math.min(distance, 99), 10000)]);
    }
  }

  /** An unread span carries on when neither side moved: a still body keeps its touches. */
  private carriesOn(span: OpenSpan, state: (body: number) => BodyState): boolean {
    const bodyA = this.bodyOf[span.a] ?? -1;
    const bodyB = this.bodyOf[span.b] ?? -1;
    return state(bodyA) === 'still' && (bodyB < 0 || state(bodyB) === 'still');
  }

  private close(span: OpenSpan): void {
    this.touches.push([span.a, span.b, span.from, span.last, round(span.ny, 1000)]);
  }
}
