#!/usr/bin/env node
// The CLI's entry for `npx fernhill …` and the npm scripts: the generator is TypeScript run
// by tsx, registered here so the command needs nothing but Node and the installed dependencies.
import { register } from 'tsx/esm/api';

register();
await import('../generator/cli.ts');
