import {
  createElement,
  Fragment,
  type AnchorHTMLAttributes,
  type ElementType,
  type ReactNode,
} from 'react';
import type { Localized } from '../../content/schema/primitives.ts';
import { directionOf, englishAttributes, listSeparator } from '../../shared/model/localized.ts';
import { useSite } from '../i18n/site-context.tsx';

interface LocalizedTextProps extends Omit<AnchorHTMLAttributes<HTMLElement>, 'children'> {
  /** An element name or a styled component. */
  as?: ElementType;
  value: Localized<string>;
  /** Parse `[label](/path)` links and `**bold**` inside the text. */
  inline?: boolean;
}

/** A localised content string; falls back to English and then carries lang="en". */
export function LocalizedText({
  as = 'span',
  value,
  inline = false,
  ...attributes
}: LocalizedTextProps) {
  const { localize, locale } = useSite();
  const resolved = localize(value);
  return createElement(
    as,
    { ...attributes, ...(resolved.lang ? englishAttributes(locale) : {}) },
    inline ? (
      <InlineMarkup text={resolved.value} />
    ) : !resolved.lang && directionOf(locale) === 'rtl' ? (
      isolateLeftToRightRuns(resolved.value)
    ) : (
      resolved.value
    ),
  );
}

interface LocalizedListProps extends Omit<AnchorHTMLAttributes<HTMLElement>, 'children'> {
  as?: ElementType;
  values: ReadonlyArray<Localized<string>>;
  /** Between items; the locale's list comma (", " or "، ") unless given. */
  separator?: string;
}

/** Localised strings shown as one inline list; marked lang="en" when any of them falls back to English. */
export function LocalizedList({
  as = 'span',
  values,
  separator,
  ...attributes
}: LocalizedListProps) {
  const { localize, locale } = useSite();
  const resolved = values.map((value) => localize(value));
  const fallsBack = resolved.some((item) => item.lang);
  return createElement(
    as,
    { ...attributes, ...(fallsBack ? englishAttributes(locale) : {}) },
    resolved.map((item) => item.value).join(separator ?? listSeparator(locale)),
  );
}

const INLINE_PATTERN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/** The small inline syntax content may use: `[label](/path)` and `**bold**`. */
export function InlineMarkup({ text }: { text: string }) {
  const { href, locale } = useSite();
  const isolate = directionOf(locale) === 'rtl';
  // Isolation may return a fragment, which needs a key among the parts.
  const plain = (value: string, key: number) =>
    isolate ? <Fragment key={key}>{isolateLeftToRightRuns(value)}</Fragment> : value;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(plain(text.slice(last, index), last));
    const [, label, target, bold] = match;
    if (label && target)
      parts.push(
        <a key={index} href={href(target)}>
          {plain(label, 0)}
        </a>,
      );
    else if (bold) parts.push(<strong key={index}>{plain(bold, 0)}</strong>);
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(plain(text.slice(last), last));
  return <Fragment>{parts}</Fragment>;
}

/**
 * A run of Latin letters and digits with spaces or punctuation inside ("9:00–17:00 CT",
 * "+1 512 555 0100", "hello@fernhill.dev", "React Native"): within right-to-left text the
 * bidirectional algorithm would reorder its parts around those neutrals.
 */
const LEFT_TO_RIGHT_RUN = /[A-Za-z0-9$€£][A-Za-z0-9$€£%+@.,:/&'’_#\s\-–]*[A-Za-z0-9%+]/g;
const REORDERABLE = /[\s\-–:/@&+]/;

/** Wraps such runs in <bdi>, so they read left to right in place; single words and plain numbers need no help. */
export function isolateLeftToRightRuns(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LEFT_TO_RIGHT_RUN)) {
    if (!REORDERABLE.test(match[0])) continue;
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    parts.push(<bdi key={index}>{match[0]}</bdi>);
    last = index + match[0].length;
  }
  if (last === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
