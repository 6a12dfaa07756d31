import { createElement, Fragment, type AnchorHTMLAttributes, type ElementType, type ReactNode } from 'react';
import type { Localized } from '../../content/schema/primitives.ts';
import { englishAttributes, listSeparator } from '../i18n/localized.ts';
import { useSite } from '../i18n/site-context.tsx';

interface LocalizedTextProps extends Omit<AnchorHTMLAttributes<HTMLElement>, 'children'> {
  /** An element name or a styled component. */
  as?: ElementType;
  value: Localized<string>;
  /** Parse `[label](/path)` links and `**bold**` inside the text. */
  inline?: boolean;
}

/** A localised content string; falls back to English and then carries lang="en". */
export function LocalizedText({ as = 'span', value, inline = false, ...attributes }: LocalizedTextProps) {
  const { localize, locale } = useSite();
  const resolved = localize(value);
  return createElement(
    as,
    { ...attributes, ...(resolved.lang ? englishAttributes(locale) : {}) },
    inline ? <InlineMarkup text={resolved.value} /> : resolved.value,
  );
}

interface LocalizedListProps extends Omit<AnchorHTMLAttributes<HTMLElement>, 'children'> {
  as?: ElementType;
  values: ReadonlyArray<Localized<string>>;
  /** Between items; the locale's list comma (", " or "، ") unless given. */
  separator?: string;
}

/** Localised strings shown as one inline list; marked lang="en" when any of them falls back to English. */
export function LocalizedList({ as = 'span', values, separator, ...attributes }: LocalizedListProps) {
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
  const { href } = useSite();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, label, target, bold] = match;
    if (label && target) parts.push(<a key={index} href={href(target)}>{label}</a>);
    else if (bold) parts.push(<strong key={index}>{bold}</strong>);
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
