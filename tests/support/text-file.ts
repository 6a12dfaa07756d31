import type { OutputFiles } from '../../generator/write/sinks.ts';

/** A text file of a build (page, stylesheet, JSON) as held in memory; a missing or binary file fails the test. */
export function textFile(files: OutputFiles, file: string): string {
  const content = files.get(file);
  if (typeof content !== 'string') throw new Error(`${file}: not a text file of the build`);
  return content;
}
