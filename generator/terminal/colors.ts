import pc from 'picocolors';

type Colors = ReturnType<typeof pc.createColors>;

/**
 * Colours for one output stream, by the conventions of Vite, Astro and
 * Eleventy: on a terminal only; never with NO_COLOR (no-color.org) or in CI
 * logs (CI is set); FORCE_COLOR=1 turns them on anywhere, FORCE_COLOR=0 off.
 * (picocolors alone colours CI logs, which is why the decision is made here.)
 */
export function colorsFor(
  stream: { isTTY?: boolean },
  env: NodeJS.ProcessEnv = process.env,
): Colors {
  return pc.createColors(colorsEnabled(stream, env));
}

export function colorsEnabled(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '') return env.FORCE_COLOR !== '0';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.CI !== undefined && env.CI !== '' && env.CI !== 'false') return false;
  return Boolean(stream.isTTY) && env.TERM !== 'dumb';
}
