import { performance } from 'node:perf_hooks';

/**
 * The build graph: steps that each declare the steps they read (`inputs`),
 * compute an output, and name everything they read in a `key`, a plain
 * string. Evaluating the graph runs a step only when its key differs from the
 * one recorded with its last output; otherwise the output is reused. `build`
 * evaluates a graph from nothing, `dev` keeps one and evaluates it again after
 * every save. No framework: steps are plain objects, this file is the evaluator.
 */
export interface Step<Output, Inputs extends StepInputs, Context> {
  readonly name: string;
  readonly inputs: Inputs;
  /**
   * Everything the step reads besides its inputs' outputs (their versions are
   * in `versions`): file fingerprints, settings. Undefined means "not known
   * yet" (a step whose reads are recorded in its output, without one): it runs.
   * After a run the key is computed again with the new output as `previous`.
   * Default: the inputs' versions alone.
   */
  key?(
    inputs: OutputsOf<Inputs>,
    versions: VersionsOf<Inputs>,
    context: Context,
    previous: Output | undefined,
  ): Promise<string | undefined> | string | undefined;
  /**
   * The key reads nothing but the inputs and the profile: while the inputs'
   * versions stay the same, so does the key (it is not computed again).
   */
  readonly inputsOnly?: boolean;
  run(
    inputs: OutputsOf<Inputs>,
    context: Context,
    previous: Output | undefined,
    versions: VersionsOf<Inputs>,
  ): Promise<Output> | Output;
  /** What the steps reading this one see of its output in their keys. Default: its key. */
  version?(output: Output): string;
  /** Frees what an output holds outside memory (a bundle on disk) once no record keeps it. */
  dispose?(output: Output): Promise<void> | void;
  /**
   * How the output is kept across processes (a build with the cache: a graph
   * with a store, step-store.ts): the next build's graph takes it as the
   * step's last output, and reuses it while the key is the same.
   */
  readonly persist?: {
    save(output: Output, context: Context): unknown;
    /** NOT_KEPT when what the record names is gone: the step runs. */
    restore(
      saved: unknown,
      context: Context,
    ): Promise<Output | typeof NOT_KEPT> | Output | typeof NOT_KEPT;
    /** The kept output was taken (the step did not run): what its run says, said here. */
    taken?(output: Output, context: Context): void;
  };
}

/** What a step's persist.restore gives when the files its record names are gone. */
export const NOT_KEPT: unique symbol = Symbol('not kept');

// `any` here only: a step's own output and inputs are checked where it is defined.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStep<Context = any> = Step<any, StepInputs, Context>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StepInputs = Record<string, Step<any, any, any>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OutputOf<S> = S extends Step<infer Output, any, any> ? Output : never;
export type OutputsOf<Inputs extends StepInputs> = {
  [Name in keyof Inputs]: OutputOf<Inputs[Name]>;
};
export type VersionsOf<Inputs extends StepInputs> = { [Name in keyof Inputs]: string };

/** Declares a step; the identity function, for type inference. */
export function step<Output, Inputs extends StepInputs, Context>(
  definition: Step<Output, Inputs, Context>,
): Step<Output, Inputs, Context> {
  return definition;
}

/** One step's last output and what it was computed from. */
interface StepRecord {
  key: string | undefined;
  /** The inputs' versions it was computed from. */
  inputs: string;
  output: unknown;
  version: string;
}

/** What one evaluation did: the steps it ran (ms each) and those whose version changed. */
export interface Evaluation {
  ran: Map<string, number>;
  changed: Set<string>;
  /** Outputs of the evaluated steps, by name. */
  outputs: Map<string, unknown>;
}

/** A step's record as kept across processes (generator/graph/step-store.ts). */
export interface StoredStep {
  key: string;
  inputs: string;
  version: string;
  saved: unknown;
}

export interface GraphOptions {
  /** Steps computed once and then kept whatever their key says (dev keeps its first build hash). */
  frozen?: ReadonlySet<string>;
  /**
   * Steps whose inputs go first: the other steps (not read by these) wait
   * until each of these has begun its run or been reused. One thread runs
   * every step's own code, so a step that only needs it later (the sitemap,
   * a check) would otherwise hold up the render, which the render threads
   * then wait for.
   */
  ahead?: ReadonlyArray<AnyStep>;
  /** Where the steps that say how (`persist`) keep their records for the next process. */
  store?: {
    read(step: string): Promise<StoredStep | undefined>;
    write(step: string, stored: StoredStep): Promise<void>;
  };
}

/**
 * Records outputs per step. Evaluations between two commits form one
 * transaction: `rollback` returns to the last commit (dev's failed update puts
 * its early pages back, and the graph must forget them as well).
 */
export class Graph<Context> {
  private committed = new Map<AnyStep<Context>, StepRecord>();
  private current = new Map<AnyStep<Context>, StepRecord>();

  constructor(private readonly options: GraphOptions = {}) {}

  /** Whether the graph has evaluated anything yet (a committed evaluation). */
  get isEmpty(): boolean {
    return this.committed.size === 0;
  }

  /** The output of `target` and everything it reads, running the steps whose key changed. */
  async evaluate(targets: ReadonlyArray<AnyStep<Context>>, context: Context): Promise<Evaluation> {
    const evaluation: Evaluation = { ran: new Map(), changed: new Set(), outputs: new Map() };
    const order = topologicalOrder(targets);
    const pending = new Map<AnyStep<Context>, Promise<StepRecord>>();
    const failures = new Map<AnyStep<Context>, unknown>();
    const gate = aheadGate(this.options.ahead ?? [], order);
    const evaluateStep = (step: AnyStep<Context>): Promise<StepRecord> => {
      let promise = pending.get(step);
      if (!promise) {
        // After a failure, steps that have not started yet do not: the evaluation fails anyway.
        const stopped = () => failures.size > 0;
        promise = this.evaluateStep(step, context, evaluation, evaluateStep, stopped, gate);
        promise.catch((error: unknown) => error !== STOPPED && failures.set(step, error));
        pending.set(step, promise);
      }
      return promise;
    };
    await Promise.allSettled(targets.map(evaluateStep));
    // Every started step has settled (none left running); the first failure in graph order is the one to report.
    await Promise.allSettled([...pending.values()]);
    const failed = order.find((step) => failures.has(step));
    if (failed) throw failures.get(failed);
    return evaluation;
  }

  /** Makes the evaluations since the last commit the state to return to. */
  async commit(): Promise<void> {
    const dropped = [...this.committed].filter(
      ([step, record]) => this.current.get(step)?.output !== record.output,
    );
    this.committed = new Map(this.current);
    await disposeAll(dropped);
  }

  /** Forgets the evaluations since the last commit. */
  async rollback(): Promise<void> {
    const dropped = [...this.current].filter(
      ([step, record]) => this.committed.get(step)?.output !== record.output,
    );
    this.current = new Map(this.committed);
    await disposeAll(dropped);
  }

  /** Frees every output (the graph is not used again). */
  async close(): Promise<void> {
    const outputs = new Map<unknown, [AnyStep<Context>, StepRecord]>();
    for (const entry of [...this.committed, ...this.current]) outputs.set(entry[1].output, entry);
    this.committed.clear();
    this.current.clear();
    await disposeAll([...outputs.values()]);
  }

  private async evaluateStep(
    step: AnyStep<Context>,
    context: Context,
    evaluation: Evaluation,
    evaluateInput: (step: AnyStep<Context>) => Promise<StepRecord>,
    stopped: () => boolean,
    gate: AheadGate,
  ): Promise<StepRecord> {
    try {
      const names = Object.keys(step.inputs);
      const records = await Promise.all(
        names.map((name) => evaluateInput(step.inputs[name] as AnyStep<Context>)),
      );
      await gate.before(step);
      if (stopped()) throw STOPPED;
      return await this.keyAndRun(step, context, evaluation, names, records, gate);
    } finally {
      gate.begun(step);
    }
  }

  private async keyAndRun(
    step: AnyStep<Context>,
    context: Context,
    evaluation: Evaluation,
    names: string[],
    records: StepRecord[],
    gate: AheadGate,
  ): Promise<StepRecord> {
    const inputs = Object.fromEntries(names.map((name, index) => [name, records[index]!.output]));
    const versions = Object.fromEntries(
      names.map((name, index) => [name, records[index]!.version]),
    );
    const previous = this.current.get(step);
    if (previous && this.options.frozen?.has(step.name))
      return this.reuse(step, previous, evaluation, context);
    const inputVersions = JSON.stringify(versions);
    const keyOf = (output: unknown) =>
      step.key ? step.key(inputs, versions, context, output) : JSON.stringify(versions);
    // A new graph's first look: the record a build in another process kept, reused while its key holds.
    const kept = previous ? undefined : await this.restore(step, context);
    const last = previous ?? kept;
    if (last && step.inputsOnly && last.key !== undefined && last.inputs === inputVersions)
      return this.reuse(step, last, evaluation, context, kept);
    const key = last ? await keyOf(last.output) : undefined;
    if (last && key !== undefined && key === last.key)
      return this.reuse(step, last, evaluation, context, kept);
    if (kept) await step.dispose?.(kept.output);

    const started = performance.now();
    const running: unknown = step.run(inputs, context, previous?.output, versions);
    gate.begun(step);
    const output: unknown = await running;
    const recordedKey = await keyOf(output);
    const version = step.version ? step.version(output) : (recordedKey ?? `run-${++runs}`);
    const record: StepRecord = { key: recordedKey, inputs: inputVersions, output, version };
    this.current.set(step, record);
    // An output of this transaction replaced by a newer one: nothing returns to it.
    const replaced =
      previous &&
      previous.output !== output &&
      previous.output !== this.committed.get(step)?.output;
    if (replaced) await step.dispose?.(previous.output);
    evaluation.ran.set(step.name, Math.round(performance.now() - started));
    if (version !== previous?.version) evaluation.changed.add(step.name);
    evaluation.outputs.set(step.name, output);
    if (step.persist && this.options.store && recordedKey !== undefined)
      await this.options.store.write(step.name, {
        key: recordedKey,
        inputs: inputVersions,
        version,
        saved: await step.persist.save(output, context),
      });
    return record;
  }

  /** The record kept by another process for a step that persists, as its output again. */
  private async restore(step: AnyStep<Context>, context: Context): Promise<StepRecord | undefined> {
    if (!step.persist || !this.options.store) return undefined;
    const stored = await this.options.store.read(step.name);
    if (!stored) return undefined;
    const output: unknown = await step.persist.restore(stored.saved, context);
    if (output === NOT_KEPT) return undefined;
    return { key: stored.key, inputs: stored.inputs, output, version: stored.version };
  }

  /** `kept`: a record from another process, which becomes this graph's. */
  private reuse(
    step: AnyStep<Context>,
    record: StepRecord,
    evaluation: Evaluation,
    context: Context,
    kept?: StepRecord,
  ): StepRecord {
    if (kept) {
      this.current.set(step, kept);
      evaluation.changed.add(step.name);
      step.persist?.taken?.(kept.output, context);
    }
    evaluation.outputs.set(step.name, record.output);
    return record;
  }
}

interface AheadGate {
  /** Resolves once the steps ahead have begun, at once for them and the steps they read. */
  before(step: AnyStep): Promise<void>;
  /** A step ahead began its run, was reused or failed. */
  begun(step: AnyStep): void;
}

/** The gate GraphOptions.ahead describes, over the steps an evaluation reads (`order`). */
function aheadGate(ahead: ReadonlyArray<AnyStep>, order: ReadonlyArray<AnyStep>): AheadGate {
  const waiting = new Set(ahead.filter((step) => order.includes(step)));
  if (waiting.size === 0) return { before: () => Promise.resolve(), begun: () => {} };
  const first = new Set(topologicalOrder([...waiting]));
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    before: (step) => (first.has(step) ? Promise.resolve() : opened),
    begun(step) {
      if (waiting.delete(step) && waiting.size === 0) open();
    },
  };
}

/** Thrown by steps that did not start because another one failed (never reported). */
class Stopped extends Error {
  constructor() {
    super('evaluation stopped after another step failed');
  }
}
const STOPPED = new Stopped();

/** Versions of outputs whose step has no key of its own are unique per run. */
let runs = 0;

/** The steps `targets` read, each after its inputs. */
export function topologicalOrder<Context>(
  targets: ReadonlyArray<AnyStep<Context>>,
): Array<AnyStep<Context>> {
  const order: Array<AnyStep<Context>> = [];
  const visiting = new Set<AnyStep<Context>>();
  const visit = (step: AnyStep<Context>) => {
    if (order.includes(step)) return;
    if (visiting.has(step)) throw new Error(`The build graph has a cycle through "${step.name}"`);
    visiting.add(step);
    for (const input of Object.values(step.inputs)) visit(input as AnyStep<Context>);
    visiting.delete(step);
    order.push(step);
  };
  targets.forEach(visit);
  return order;
}

async function disposeAll<Context>(
  records: ReadonlyArray<[AnyStep<Context>, StepRecord]>,
): Promise<void> {
  await Promise.all(
    records.map(([step, record]) => Promise.resolve(step.dispose?.(record.output))),
  );
}
