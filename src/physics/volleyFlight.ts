import { BodySampler } from './bodySampler';
import type { BuiltWorld } from './buildWorld';
import { ContactRecorder } from './contactRecorder';
import { outcomeDecided } from './outcomeDecided';
import type { SimConstants } from './simConstants';
import type { Thresholds } from './thresholds';
import type { VolleyTrace } from './traceTypes';
import type { VolleyInput } from './volleyInput';

const LEVER: VolleyTrace['launch'] = { kind: 'lever' };

/**
 * One sampled volley's flight, a step at a time, with the end rule of simulateVolley's run (rest,
 * decided or the cap) and its trace being recorded. The world it reads is `view.world`, which the
 * sampler may swap for a shared one between two steps (`moveTo`): the flight's own stepping is
 * left to the caller, so several flights can share one world step.
 */
export class VolleyFlight {
  readonly sampler: BodySampler;
  readonly contacts: ContactRecorder;
  private readonly decided: (step: number) => boolean;
  private readonly maxSteps: number;
  private readonly minSteps: number;
  step = 0;
  /** Every body asleep or gone: stepping changes nothing (run() skips the world step then). */
  still = false;
  endReason: VolleyTrace['endReason'] | null = null;

  constructor(
    /** The volley's tables over the world it flies in now (mutable: `moveTo`). */
    readonly view: BuiltWorld,
    private readonly input: VolleyInput,
    private readonly c: SimConstants,
    thresholds: Thresholds,
  ) {
    this.sampler = new BodySampler(view, c, true);
    this.contacts = new ContactRecorder(view, c);
    this.decided = outcomeDecided(view, this.sampler, this.contacts, thresholds, c);
    this.maxSteps = Math.round(c.maxSeconds / c.dt);
    this.minSteps = Math.round(c.minSeconds / c.dt);
    this.sampler.sample(0);
  }

  /** Records the step the world has just taken (or skipped, while `still`); sets `endReason` at the end. */
  afterStep(): void {
    const step = ++this.step;
    this.contacts.read(step, (body) => this.sampler.state(body));
    if (step % this.c.sampleEvery === 0) {
      if (this.sampler.sample(step) && step >= this.minSteps) this.endReason = 'rest';
      else if (this.decided(step)) this.endReason = 'decided';
      else this.still = this.view.tracked.every(({ body }) => body.isSleeping() || !body.isEnabled());
    }
    if (this.endReason === null && step >= this.maxSteps) {
      if (step % this.c.sampleEvery !== 0) this.sampler.sample(step);
      this.endReason = 'cap';
    }
  }

  /** Whether no cube touches anything (no contact point in any pair) and every captain sleeps. */
  free(): boolean {
    const np = this.view.world.narrowPhase;
    for (const [i, { body, collider }] of this.view.tracked.entries()) {
      if (collider < 0 || !body.isEnabled()) continue;
      if (this.view.bodies[i]?.kind === 'captain') {
        if (!body.isSleeping()) return false;
        continue;
      }
      const handle = body.collider(0).handle;
      let touching = false;
      np.contactPairsWith(handle, (other) => {
        np.contactPair(handle, other, (manifold) => {
          if (manifold.numContacts() > 0) touching = true;
        });
      });
      if (touching) return false;
    }
    return true;
  }

  /** Carries on in another world whose bodies stand for this volley's (same states, same collider indices). */
  moveTo(view: Pick<BuiltWorld, 'world' | 'tracked' | 'colliderIndex' | 'lever'>): void {
    Object.assign(this.view, view);
    this.contacts.rebind();
  }

  /** The trace (once `endReason` is set). */
  trace(): VolleyTrace {
    this.contacts.finish();
    const built = this.view;
    return {
      version: 1,
      input: this.input,
      launch: LEVER,
      dt: this.c.dt,
      sampleEvery: this.c.sampleEvery,
      steps: this.step,
      endReason: this.endReason ?? 'cap',
      pieces: built.pieces,
      bodies: built.bodies,
      colliders: built.colliders,
      contacts: this.contacts.contacts,
      touches: this.contacts.touches,
      frames: this.sampler.frames,
      final: this.sampler.final,
    };
  }
}
