import type { ComponentType } from 'react';
import { css } from '../theme/stitches.config.ts';
import type { IslandName } from '../../shared/contracts/islands.ts';
import { serializeProps } from '../../shared/contracts/serialize-props.ts';

/**
 * When the runtime hydrates an island:
 * - `visible`: as it nears the viewport (forms far down the page, e.g. the footer newsletter);
 * - `idle`: once the browser is idle (above-the-fold widgets that must work early);
 * - `interaction`: on the first pointer, key or focus event inside it (rarely used widgets).
 */
export type HydrationStrategy = 'visible' | 'idle' | 'interaction';

/** The wrapper must not change layout: the island's own root element is what the page lays out. */
const transparent = css({ display: 'contents' });

interface IslandProps<P extends object> {
  name: IslandName;
  strategy: HydrationStrategy;
  component: ComponentType<P>;
  props: P;
}

/**
 * Server side of an island: the component rendered as usual, marked for the
 * runtime, with its props serialised next to it. Island components receive
 * everything (texts included) through props, so the browser needs neither the
 * content graph nor i18next to hydrate them.
 */
export function Island<P extends object>({
  name,
  strategy,
  component: Component,
  props,
}: IslandProps<P>) {
  return (
    <>
      <div data-island={name} data-hydrate={strategy} className={transparent()}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        data-island-props={name}
        dangerouslySetInnerHTML={{ __html: serializeProps(props) }}
      />
    </>
  );
}
