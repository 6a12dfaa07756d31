import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TokenEntry } from '../build-tokens.ts';
import { NL } from './parts.tsx';
import type { ReferenceSection, SectionContext } from './section.ts';

export interface ShownSection {
  section: ReferenceSection;
  /** The tokens it claimed, in file order (never empty). */
  entries: TokenEntry[];
}

export interface ReferenceBodyProps {
  siteName: string;
  favicon: string;
  /** Every token of the build: the page's counts and file list. */
  entries: TokenEntry[];
  sections: ShownSection[];
  context: SectionContext;
}

/**
 * The page's <body> content: the header, the navigation by section, every
 * section and the footer naming the token files. A page for the team, with no
 * state and no runtime: static markup, rendered once per build.
 */
export function renderReferenceBody(props: ReferenceBodyProps): string {
  return renderToStaticMarkup(<ReferenceBody {...props} />);
}

function ReferenceBody({ siteName, favicon, entries, sections, context }: ReferenceBodyProps) {
  const files = [...new Set(entries.map((entry) => entry.file))].sort();
  const types = new Set(entries.map((entry) => entry.type));
  return (
    <>
      <a className="dt-skip" href="#main">
        Skip to the tokens
      </a>
      {NL}
      <header className="dt-header">
        {NL}
        <a className="dt-brand" href="/">
          <img src={favicon} alt="" width="28" height="28" />
          {siteName}
        </a>
        {NL}
        <p className="dt-header__title">Design tokens</p>
        {NL}
      </header>
      {NL}
      <div className="dt-layout">
        {NL}
        <nav className="dt-nav" aria-label="Token groups">
          {NL}
          <ul>
            {NL}
            {sections.map(({ section, entries: claimed }) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>
                  {section.title} <span className="dt-count">{claimed.length}</span>
                </a>
              </li>
            ))}
            {NL}
          </ul>
          {NL}
        </nav>
        {NL}
        <main id="main" className="dt-main">
          {NL}
          <div className="dt-intro">
            {NL}
            <p className="dt-eyebrow">{siteName} design system</p>
            {NL}
            <h1>Design tokens</h1>
            {NL}
            <p className="dt-lead">
              Every colour, size, breakpoint and duration of the site, read from{' '}
              <code>tokens/*.json</code> on each build. Components use them as CSS variables or
              through the Stitches theme, never as literal values: change a token and the site and
              this page follow.
            </p>
            {NL}
            <p className="dt-stats">
              <span>
                <strong>{entries.length}</strong> tokens
              </span>
              <span>
                <strong>{files.length}</strong> files
              </span>
              <span>
                <strong>{types.size}</strong> types
              </span>
            </p>
            {NL}
          </div>
          {NL}
          {sections.map(({ section, entries: claimed }) => (
            <section
              key={section.id}
              className="dt-section"
              id={section.id}
              aria-labelledby={`${section.id}-title`}
            >
              {NL}
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {NL}
              <section.Body entries={claimed} context={context} />
              {NL}
            </section>
          ))}
          {NL}
        </main>
        {NL}
      </div>
      {NL}
      <footer className="dt-footer">
        {NL}
        <p>
          Generated from{' '}
          {files.map((file, index) => (
            <Fragment key={file}>
              {index ? ', ' : ''}
              <code>{file}</code>
            </Fragment>
          ))}
          . How to change a token, and what a token error looks like: <code>tokens/README.md</code>.
        </p>
        {NL}
      </footer>
    </>
  );
}
