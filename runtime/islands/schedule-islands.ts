import { whenIdle } from '../idle.ts';

/**
 * Finds every server-rendered island and hydrates it at its moment (see
 * components/islands/Island.tsx). React and the island's code are fetched
 * only then: none of it is in the page's initial JavaScript. They are the
 * only resources a page needs beyond its HTML: at start-up (`missingMessage`
 * given), one that cannot be loaded gets SPEC §8's "page resources for {path}
 * not found. Not rendering React".
 */
export function scheduleIslands(root: ParentNode = document, missingMessage?: string): void {
  const islands = root.querySelectorAll<HTMLElement>('[data-island]:not([data-hydration])');
  let observer: IntersectionObserver | undefined;
  const startWhenVisible = new WeakMap<Element, () => void>();
  for (const element of islands) {
    element.dataset.hydration = 'scheduled';
    const start = () => {
      if (element.dataset.hydration !== 'scheduled') return;
      element.dataset.hydration = 'loading';
      import('./hydrate-island.ts')
        .then((module) => module.hydrateIsland(element))
        .then(() => (element.dataset.hydration = 'done'))
        .catch((error: unknown) => {
          element.dataset.hydration = 'failed';
          // The server-rendered markup still works (plain links and forms): report and move on.
          if (missingMessage)
            console.error(missingMessage.replace('{{path}}', location.pathname), error);
          else console.error(`[islands] could not hydrate "${element.dataset.island}":`, error);
        });
    };
    switch (element.dataset.hydrate) {
      case 'idle':
        whenIdle(start);
        break;
      case 'interaction':
        for (const type of ['pointerdown', 'focusin', 'keydown'])
          element.addEventListener(type, start, { once: true, passive: true });
        break;
      default:
        if (!('IntersectionObserver' in window)) {
          whenIdle(start);
          break;
        }
        observer ??= new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              startWhenVisible.get(entry.target)?.();
            }
          },
          { rootMargin: '400px 0px' },
        );
        {
          // The wrapper is display: contents and has no box: watch the island's own root element.
          const target = element.firstElementChild ?? element;
          startWhenVisible.set(target, start);
          observer.observe(target);
        }
    }
  }
}
