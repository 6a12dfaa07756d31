import type { RenderProgress } from '../render/render-pool.ts';

interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

const BAR_WIDTH = 24;
/** Without a terminal, a line at most this often: a short build prints none. */
const PLAIN_EVERY_MS = 5_000;

/**
 * The render's progress for the CLI: on a terminal, one bar redrawn in place
 * (at most ten times a second) and cleared when the render is done, so the
 * log keeps only the results; otherwise (CI logs, pipes) a plain line every
 * few seconds of a long render.
 */
export function renderProgress(
  stream: ProgressStream,
  now: () => number = Date.now,
): RenderProgress {
  const started = now();
  let last = stream.isTTY ? 0 : started;
  return (rendered, total) => {
    const done = rendered >= total;
    const at = now();
    if (stream.isTTY) {
      if (done) {
        stream.write('\r\x1b[2K');
        return;
      }
      if (at - last < 100) return;
      last = at;
      const filled = Math.round((rendered / total) * BAR_WIDTH);
      const bar = `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
      stream.write(`\r\x1b[2K  rendering ${bar} ${progressText(rendered, total)}`);
      return;
    }
    if (done || at - last < PLAIN_EVERY_MS) return;
    last = at;
    stream.write(
      `  rendering: ${progressText(rendered, total)}, ${Math.round((at - started) / 1000)} s\n`,
    );
  };
}

const progressText = (rendered: number, total: number) =>
  `${Math.floor((rendered / total) * 100)}% (${rendered.toLocaleString('en')}/${total.toLocaleString('en')} pages)`;
