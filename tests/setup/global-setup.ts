import { writeTokenArtifacts } from '../../generator/tokens/write-token-artifacts.ts';

/** Components import tokens/generated/theme.ts: make sure it exists and is current. */
export default async function setup(): Promise<void> {
  await writeTokenArtifacts(process.cwd());
}
