#!/usr/bin/env node
// The CLI's entry for `npx fernhill …` and the npm scripts: the generator is TypeScript, loaded
// from a bundle of it kept in node_modules/.cache (bin/generator-bundle.mjs; tsx where none can
// be made), so the command needs nothing but Node and the installed dependencies.
import { importGenerator } from './generator-bundle.mjs';

// Stack traces name the TypeScript sources, not the bundle.
process.setSourceMapsEnabled(true);
await importGenerator('cli');
