// @vitest-environment jsdom
// jsdom: the contact dialog renders through a portal, so its styles only exist in a DOM.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, render } from '@testing-library/react';
import { createElement, createRef } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactDialog } from '../../components/islands/contact-dialog/ContactDialog.tsx';
import {
  ContactDialogProvider,
  type ContactDialogControls,
} from '../../components/islands/contact-dialog/ContactDialogContext.tsx';
import { toastOptions } from '../../components/islands/toaster/toast-options.ts';
import type { RuntimeConfigData } from '../../shared/contracts/runtime-config.ts';
import { createRenderSession, renderRoute } from '../../components/server-entry.tsx';
import {
  CONTRAST_PAIRS,
  NON_TEXT_BACKGROUNDS,
  type ContrastPair,
} from '../../components/theme/contrast-pairs.ts';
import { getCssText } from '../../components/theme/stitches.config.ts';
import { loadLocales } from '../../generator/i18n/load-locales.ts';
import { buildRouteTable } from '../../generator/routes/route-table.ts';
import { colourUsage, type ColourUsage } from '../../generator/tokens/colour-usage.ts';
import {
  checkContrast,
  contrastRatio,
  resolveThemeColours,
} from '../../generator/tokens/contrast.ts';
import { theme } from '../../tokens/generated/theme.ts';
import { realContent } from '../support/content.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

// tests/setup/global-setup.ts regenerates tokens/generated/ from tokens/*.json before any test.
const colours = resolveThemeColours(
  theme.colors,
  readFileSync(path.join(PROJECT_ROOT, 'tokens', 'generated', 'tokens.css'), 'utf8'),
);
const describePair = (pair: ContrastPair) =>
  `${pair.foreground} on ${pair.background} (${pair.use}: ${pair.where})`;

describe('contrastRatio', () => {
  it('gives the WCAG 2.x ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The classic threshold cases: #767676 is the lightest grey passing 4.5:1 on white, #777777 fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });

  it('refuses translucent colours, whose contrast depends on what shows through', () => {
    expect(() => contrastRatio(colours.overlay!, colours.surfacePage!)).toThrow(/translucent/);
  });
});

describe('token colour pairs (WCAG 2.x: text 4.5:1, large text 3:1, focus rings and control edges 3:1)', () => {
  it('every declared pair meets its minimum', () => {
    const failing = checkContrast(CONTRAST_PAIRS, colours)
      .filter((result) => !result.passes)
      .map(
        (result) =>
          `${describePair(result.pair)}: ${result.ratio.toFixed(2)}:1 < ${result.minimum}:1`,
      );
    expect(failing).toEqual([]);
  });

  it('declares each pair once', () => {
    const keys = CONTRAST_PAIRS.map((pair) => `${pair.foreground}/${pair.background}/${pair.use}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});

describe('the declared pairs cover every colour the components use', () => {
  let usage: ColourUsage;
  const declared = (foreground: string, background: string, use: 'text' | 'ui') =>
    CONTRAST_PAIRS.some(
      (pair) =>
        pair.foreground === foreground &&
        pair.background === background &&
        (use === 'ui' ? pair.use === 'ui' : pair.use !== 'ui'),
    );

  beforeAll(async () => {
    // The CSS Stitches generates for every route in every language (what the build collects)…
    const content = realContent();
    const resources = await loadLocales(PROJECT_ROOT);
    const mediaUrls = new Proxy({}, { get: (_, src) => `/_assets/media/${String(src)}` }) as Record<
      string,
      string
    >;
    const settings = {
      contactEndpoint: '/api/contact',
      newsletterEndpoint: '/api/newsletter',
      ctaExperiment: false,
      environment: 'production' as const,
    };
    let config: RuntimeConfigData | undefined;
    const session = createRenderSession();
    for (const route of buildRouteTable(content)) {
      const { body } = renderRoute({
        route,
        content,
        resources,
        mediaUrls,
        year: 2026,
        settings,
        session,
      });
      config ??= JSON.parse(
        /<script[^>]*id="runtime-config"[^>]*>([\s\S]*?)<\/script>/.exec(body)![1]!,
      ) as RuntimeConfigData;
    }
    // …plus the open contact dialog, which only the browser renders.
    const controls = createRef<Pick<ContactDialogControls, 'open' | 'close'>>();
    render(
      createElement(ContactDialogProvider, {
        ref: controls,
        children: createElement(ContactDialog, config!.contactDialog),
      }),
    );
    act(() => controls.current!.open(null));
    expect(document.querySelector('[data-reach-dialog-content]')).not.toBeNull();
    usage = colourUsage(getCssText(), theme.colors);
  }, 120_000);
  afterAll(cleanup);

  it('reads a realistic amount of CSS', () => {
    // Guards the test itself: a parser that finds nothing would pass everything below.
    expect(usage.uses.filter((use) => use.property === 'color').length).toBeGreaterThan(50);
    expect(usage.combinations.length).toBeGreaterThan(20);
  });

  it('writes no colour literally: every colour is a token', () => {
    expect(
      usage.uses
        .filter((use) => use.literals.length)
        .map((use) => `${use.where} { ${use.property}: ${use.literals.join(', ')} }`),
    ).toEqual([]);
  });

  it('declares every text colour on the background its component gives it, and every focus ring on its surface', () => {
    const missing = usage.combinations
      .filter(
        (combination) => !declared(combination.foreground, combination.background, combination.use),
      )
      .map(
        (combination) =>
          `${combination.foreground} on ${combination.background} (${combination.use}) at ${combination.where}`,
      );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('declares every text colour and every focus-ring colour as a foreground', () => {
    const foregrounds = (use: 'text' | 'ui') =>
      new Set<string>(
        CONTRAST_PAIRS.filter((pair) => (use === 'ui' ? pair.use === 'ui' : pair.use !== 'ui')).map(
          (pair) => pair.foreground,
        ),
      );
    const text = foregrounds('text');
    const ui = foregrounds('ui');
    const missing = usage.uses.flatMap((use) => {
      const known =
        use.property === 'color' ? text : use.property === 'background' ? undefined : ui;
      return known
        ? use.tokens
            .filter((token) => !known.has(token))
            .map((token) => `${token} as ${use.property} at ${use.where}`)
        : [];
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('declares every background that carries text, or says why it carries none', () => {
    const backgrounds = new Set(CONTRAST_PAIRS.map((pair) => pair.background));
    const missing = usage.uses
      .filter((use) => use.property === 'background')
      .flatMap((use) =>
        use.tokens
          .filter(
            (token) =>
              !backgrounds.has(token as ContrastPair['background']) &&
              !(token in NON_TEXT_BACKGROUNDS),
          )
          .map((token) => `${token} at ${use.where}`),
      );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('declares the toasts’ colours (react-hot-toast takes them as inline styles, not CSS)', () => {
    const token = (value: unknown) =>
      Object.entries(theme.colors).find(([, reference]) => reference === value)?.[0] ??
      `not a token: ${String(value)}`;
    const background = token(toastOptions.style?.background);
    const used: Array<[string, string, 'text' | 'ui']> = [
      [token(toastOptions.style?.color), background, 'text'],
      [token(toastOptions.error?.style?.color), background, 'text'],
      [token(toastOptions.success?.iconTheme?.primary), background, 'ui'],
      [token(toastOptions.error?.iconTheme?.primary), background, 'ui'],
    ];
    expect(
      used
        .filter(([foreground, on, use]) => !declared(foreground, on, use))
        .map(([foreground, on, use]) => `${foreground} on ${on} (${use})`),
    ).toEqual([]);
  });
});
