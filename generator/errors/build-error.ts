import { inspect } from 'node:util';
import type { CatalogueEntry } from './catalogue.ts';

/** One reported problem: a catalogue entry applied to its arguments. */
export interface Problem {
  name: string;
  message: string;
  hint: string;
}

export function problem<Args>(entry: CatalogueEntry<Args>, args: Args): Problem {
  return {
    name: entry.name,
    message: entry.message(args),
    hint: typeof entry.hint === 'function' ? entry.hint(args) : entry.hint,
  };
}

/** A build stopped by one or more problems. All of them are listed, not just the first. */
export class BuildError extends Error {
  readonly problems: Problem[];
  constructor(stage: string, problems: Problem[], options?: { cause?: unknown }) {
    super(
      `${stage} failed with ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
      options,
    );
    this.name = 'BuildError';
    this.problems = problems;
  }
}

/**
 * Human-readable report for the CLI: every problem, then the cause chain
 * (after Eleventy's ErrorHandler). `failed`: what failed, for errors that are
 * not a build's problems ("Build", "serve", "leads export").
 */
export function formatBuildError(error: unknown, failed = 'Build'): string {
  if (error instanceof BuildError) {
    const lines = [`✖ ${error.message}:`, ''];
    error.problems.forEach((item, index) => {
      lines.push(`  ${index + 1}. ${item.message}`, `     ${item.hint} [${item.name}]`);
    });
    return lines.join('\n');
  }
  const lines: string[] = [];
  let current: unknown = error;
  let depth = 1;
  while (current) {
    lines.push(`  ${depth}. ${describeThrown(current)}`);
    current = current instanceof Error ? current.cause : undefined;
    depth += 1;
  }
  const stack =
    error instanceof Error && process.env.DEBUG
      ? `\n${error.stack}`
      : '\n  (set DEBUG=1 for the stack trace)';
  return `✖ ${failed} failed:\n${lines.join('\n')}${stack}`;
}

/** One link of a cause chain. Anything may be thrown: a plain object shows its fields, not "[object Object]". */
function describeThrown(thrown: unknown): string {
  if (thrown instanceof Error) return `${thrown.name}: ${thrown.message}`;
  return typeof thrown === 'string' ? thrown : inspect(thrown);
}
