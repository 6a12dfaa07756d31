import { readFile } from 'node:fs/promises';
import type {
  ContactFormProps,
  FormSubmission,
  NewsletterFormProps,
} from '../../shared/contracts/islands.ts';
import { FORM_TEXTS } from '../../shared/forms/form-schemas.ts';
import { resolveFile } from '../static-server.ts';
import { islandsIn, type PageIsland } from './page-islands.ts';
import type { IntakeKind } from './parse-submission.ts';
import { contactSubmission, newsletterSubmission } from './submitted-values.ts';

/**
 * For a form posted without JavaScript that fails validation: the page it came
 * from, with the form rendered again by React from its island props plus the
 * post (FormSubmission): the visitor's values in the fields, each error under
 * its field, the first invalid field autofocused. The island's markup and its
 * props script are replaced together, so the runtime hydrates what is shown.
 * React escapes every value: input never becomes markup.
 */
export async function rerenderFormPage(
  distDir: string,
  sourcePath: string | undefined,
  kind: IntakeKind,
  errors: Record<string, string>,
  values: Record<string, unknown>,
  publicUrl?: string,
): Promise<string | undefined> {
  if (!sourcePath) return undefined;
  const file = await resolveFile(distDir, sourcePath);
  if (!file || !file.endsWith('.html')) return undefined;
  const html = await readFile(file, 'utf8');
  const islands = islandsIn(html);
  // Loaded on the first failed post only: the server starts without React and the components.
  const { renderIsland } = await import('./render-island.tsx');
  let island: PageIsland | undefined;
  let markup: string;
  if (kind === 'newsletter') {
    const forms = islands.filter((candidate) => candidate.name === 'newsletter');
    island = forms.find((candidate) => candidate.props.source === values.source) ?? forms[0];
    if (!island) return undefined;
    const props = island.props as unknown as NewsletterFormProps;
    markup = await renderIsland(
      'newsletter',
      island.strategy,
      withSubmission(props, newsletterSubmission(props.source, values, errors)),
    );
  } else {
    // An unknown topic fails validation like a missing field: the project enquiry shows the error.
    const topic =
      typeof values.topic === 'string' && Object.hasOwn(FORM_TEXTS, values.topic)
        ? values.topic
        : 'project';
    island = islands.find(
      (candidate) => candidate.name === 'contact-form' && candidate.props.topic === topic,
    );
    if (!island) return undefined;
    const props = island.props as unknown as ContactFormProps;
    markup = await renderIsland(
      'contact-form',
      island.strategy,
      withSubmission(props, contactSubmission(values, errors)),
    );
  }
  const page = html.slice(0, island.start) + markup + html.slice(island.end);
  return publicUrl ? withBase(page, publicUrl) : page;
}

/**
 * The page as served from the intake's own host: a <base> makes its links,
 * stylesheet, scripts and images (all root-relative) the public site's. It
 * goes right after the charset, before any element with a URL.
 */
function withBase(html: string, publicUrl: string): string {
  const base = `<base href="${new URL('/', publicUrl).href.replace(/"/g, '&quot;')}">`;
  const charset = /<meta charset="[^"]*">\n?/i.exec(html);
  const at = charset ? charset.index + charset[0].length : html.indexOf('<head>') + '<head>'.length;
  return `${html.slice(0, at)}${base}\n${html.slice(at)}`;
}

function withSubmission<Props extends { submission?: FormSubmission }>(
  props: Props,
  submission: FormSubmission,
): Props {
  return { ...props, submission };
}
