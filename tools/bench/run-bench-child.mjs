// The child process of `npm run bench` (bench-child.ts: one build), loaded from the generator's
// bundle as `fernhill build` loads the generator (bin/generator-bundle.mjs). Run through tsx, every
// module the build and its render threads load went through tsx's loader hooks: a one-entry edit at
// +10,000 pages took 0.6 s longer than the CLI's.
import { importGenerator } from '../../bin/generator-bundle.mjs';

await importGenerator('bench-child');
