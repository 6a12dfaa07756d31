/**
 * Elements the runtime adds to <body> (toaster, contact dialog, live region,
 * loading notice) carry this attribute, so what the server rendered can be
 * told apart from them: the dev server's live update morphs only the former.
 */
export const RUNTIME_ROOT_ATTRIBUTE = 'data-runtime-root';

/** Appends `element` to <body>, marked as the runtime's own. */
export function appendRuntimeRoot<T extends HTMLElement>(element: T, doc: Document = document): T {
  element.setAttribute(RUNTIME_ROOT_ATTRIBUTE, '');
  doc.body.append(element);
  return element;
}
