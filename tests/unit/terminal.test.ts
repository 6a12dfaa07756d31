import { describe, expect, it } from 'vitest';
import { colorsEnabled } from '../../generator/terminal/colors.ts';
import { renderProgress } from '../../generator/terminal/progress.ts';

describe('colours', () => {
  const tty = { isTTY: true };
  it('are on on a terminal and off in a pipe', () => {
    expect(colorsEnabled(tty, {})).toBe(true);
    expect(colorsEnabled({ isTTY: false }, {})).toBe(false);
    expect(colorsEnabled(tty, { TERM: 'dumb' })).toBe(false);
  });
  it('follow NO_COLOR, CI and FORCE_COLOR', () => {
    expect(colorsEnabled(tty, { NO_COLOR: '1' })).toBe(false);
    expect(colorsEnabled(tty, { CI: 'true' })).toBe(false);
    expect(colorsEnabled(tty, { CI: 'false' })).toBe(true);
    expect(colorsEnabled({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(true);
    expect(colorsEnabled(tty, { FORCE_COLOR: '0' })).toBe(false);
  });
});

/** A stream that keeps what was written (the progress reporter's only output). */
function stream(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) };
}

describe('render progress', () => {
  it('draws one bar on a terminal, redrawn in place, and clears it when done', () => {
    const terminal = stream(true);
    let now = 0;
    const progress = renderProgress(terminal, () => now);
    now = 200;
    progress(2500, 10000);
    now = 250; // within 100 ms of the last frame: not drawn
    progress(3000, 10000);
    now = 400;
    progress(5000, 10000);
    progress(10000, 10000);
    expect(terminal.written).toHaveLength(3);
    expect(terminal.written[0]).toBe(
      `\r\x1b[2K  rendering ${'█'.repeat(6)}${'░'.repeat(18)} 25% (2,500/10,000 pages)`,
    );
    expect(terminal.written[1]).toContain('50% (5,000/10,000 pages)');
    expect(terminal.written[2]).toBe('\r\x1b[2K');
  });

  it('writes a plain line every few seconds elsewhere, and nothing for a short render', () => {
    const log = stream(false);
    let now = 0;
    const progress = renderProgress(log, () => now);
    now = 1000;
    progress(100, 400);
    progress(400, 400);
    expect(log.written).toEqual([]);

    const long = stream(false);
    now = 0;
    const longProgress = renderProgress(long, () => now);
    now = 5000;
    longProgress(4000, 10000);
    now = 6000;
    longProgress(5000, 10000);
    now = 10_500;
    longProgress(9000, 10000);
    expect(long.written).toEqual([
      '  rendering: 40% (4,000/10,000 pages), 5 s\n',
      '  rendering: 90% (9,000/10,000 pages), 11 s\n',
    ]);
  });
});
