import { formatBuildError } from '../errors/build-error.ts';
import { writeTokenArtifacts } from './write-token-artifacts.ts';

/** `npm run tokens`: regenerate tokens/generated/ alone (the build does this too). */
writeTokenArtifacts(process.cwd()).then(
  () => console.log('✓ tokens → tokens/generated/tokens.css, tokens/generated/theme.ts'),
  (error: unknown) => {
    console.error(formatBuildError(error));
    process.exit(1);
  },
);
