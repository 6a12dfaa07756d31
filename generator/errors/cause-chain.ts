import { inspect } from 'node:util';

/** Where an error was thrown, as "file:line:column" in the project's own code, read from its stack. */
export type FrameLocator = (stack: string | undefined) => string | undefined;

/** How many causes are followed: a cycle of causes must not hang the report. */
const MAX_CAUSES = 8;

/**
 * An error and its causes on one line, each with the place it was thrown:
 * "TypeError: x is undefined (at components/pages/PostPage.tsx:58:41) ← caused by …".
 * The stacks themselves stay out: their frames are in the render bundle and React.
 */
export function describeCauses(error: unknown, locate: FrameLocator): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current != null && depth < MAX_CAUSES; depth += 1) {
    if (current instanceof Error) {
      const at = locate(current.stack);
      parts.push(`${current.name}: ${current.message}${at ? ` (at ${at})` : ''}`);
      current = current.cause;
    } else {
      // Anything may be thrown: a plain object shows its fields, not "[object Object]".
      parts.push(typeof current === 'string' ? current : inspect(current));
      current = undefined;
    }
  }
  return parts.join(' ← caused by ');
}
