import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// V8 gives `gc` to contexts made after the flag is set: the tests that measure what is held ask for it.
setFlagsFromString('--expose-gc');

/** Runs the collector (a full collection) now. */
export const collectGarbage = runInNewContext('gc') as () => void;
