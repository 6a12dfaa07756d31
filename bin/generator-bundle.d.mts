/** The generator's modules from its bundle (bin/generator-bundle.mjs). */
export function importGenerator(name: 'cli'): Promise<unknown>;
export function importGenerator(name: 'bench-child'): Promise<unknown>;
