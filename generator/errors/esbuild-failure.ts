import type { BuildFailure } from 'esbuild';
import { BundleFailed } from './catalogue.ts';
import { BuildError, problem } from './build-error.ts';

/** esbuild's failure → a BuildError listing each message with its file:line:column. */
export function esbuildFailure(stage: string, error: unknown): BuildError {
  const failures = (error as BuildFailure).errors ?? [];
  const listed = failures.length
    ? failures
    : [{ text: error instanceof Error ? error.message : String(error), location: null }];
  return new BuildError(
    stage,
    listed.map((failure) =>
      problem(BundleFailed, {
        cause: failure.location
          ? `${failure.location.file}:${failure.location.line}:${failure.location.column + 1}: ${failure.text}`
          : failure.text,
      }),
    ),
    { cause: error },
  );
}
