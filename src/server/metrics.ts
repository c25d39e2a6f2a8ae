import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (`GET /metrics`): tables and clients here now, actions accepted
 * (a counter: Prometheus' rate() gives actions a second), volleys waiting for a worker, the worker threads
 * started (they come and go with the work), and how long a
 * volley flies and an action takes from its message to the views sent, besides Node's own (memory, GC,
 * event loop). One registry per server, so tests can start several in a process.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  readonly tables = new Gauge({
    name: 'to_glory_tables',
    help: 'Table rooms in this process',
    registers: [this.registry],
  });
  readonly clients = new Gauge({
    name: 'to_glory_clients',
    help: 'Connected clients',
    registers: [this.registry],
  });
  readonly actions = new Counter({
    name: 'to_glory_actions_total',
    help: 'Actions accepted and stored',
    labelNames: ['kind'],
    registers: [this.registry],
  });
  readonly volleysQueued: Gauge;
  readonly volleySeconds = new Histogram({
    name: 'to_glory_volley_seconds',
    help: 'A volley flown in a worker: simulate, score, hash',
    buckets: [0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
    registers: [this.registry],
  });
  readonly actionSeconds = new Histogram({
    name: 'to_glory_action_seconds',
    help: 'From a message received to its views sent (queue, rules, storage)',
    labelNames: ['kind'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly workerThreads: Gauge;

  constructor(pools: { readonly volleysQueued: number; threads(): { volleys: number; captains: number } }) {
    collectDefaultMetrics({ register: this.registry, prefix: 'to_glory_' });
    this.volleysQueued = new Gauge({
      name: 'to_glory_volleys_queued',
      help: 'Volleys waiting for a volley thread',
      registers: [this.registry],
      collect() {
        this.set(pools.volleysQueued);
      },
    });
    this.workerThreads = new Gauge({
      name: 'to_glory_worker_threads',
      help: 'Worker threads started, by pool (volleys, captains)',
      labelNames: ['pool'],
      registers: [this.registry],
      collect() {
        for (const [pool, count] of Object.entries(pools.threads())) this.set({ pool }, count);
      },
    });
  }
}
