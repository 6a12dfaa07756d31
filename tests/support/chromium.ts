// The launcher lives in the generator (`check --a11y` needs it too); tests keep importing it from here.
export { chromiumPath, launchChromium } from '../../tools/browser/chromium.ts';
