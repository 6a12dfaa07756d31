import type { PostBodyBlock } from '../../content/schema/index.ts';
import { styled } from '../theme/stitches.config.ts';
import { LocalizedText } from '../ui/Text.tsx';

const Body = styled('div', {
  display: 'grid',
  gap: '$5',
  fontSize: '$lg',
  h2: { fontSize: '$3xl', marginBlockStart: '$5' },
  h3: { fontSize: '$xl', marginBlockStart: '$3' },
  'ul, ol': { margin: 0, paddingInlineStart: '$5', display: 'grid', gap: '$2' },
  blockquote: {
    margin: 0,
    paddingInlineStart: '$5',
    borderInlineStart: '4px solid $brandPrimary',
    fontFamily: '$display',
    fontSize: '$xl',
    color: '$textHeading',
  },
  'blockquote footer': {
    fontFamily: '$body',
    fontSize: '$sm',
    color: '$textMuted',
    marginBlockStart: '$2',
  },
  pre: {
    margin: 0,
    padding: '$5',
    overflowX: 'auto',
    borderRadius: '$md',
    backgroundColor: '$surfaceDark',
    color: '$textOnDark',
    fontFamily: '$mono',
    fontSize: '$sm',
    lineHeight: '$body',
    direction: 'ltr',
    textAlign: 'start',
  },
});

/** A blog post's structured body. A block without a translation falls back to English and is marked lang="en". */
export function PostBody({ blocks }: { blocks: PostBodyBlock[] }) {
  return (
    <Body>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'p':
            return <LocalizedText key={index} as="p" value={block.text} inline />;
          case 'h2':
            return <LocalizedText key={index} as="h2" id={block.id} value={block.text} />;
          case 'h3':
            return <LocalizedText key={index} as="h3" value={block.text} />;
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <LocalizedText key={itemIndex} as="li" value={item} inline />
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <blockquote key={index}>
                <LocalizedText as="p" value={block.text} />
                {block.cite ? (
                  <footer>
                    — <LocalizedText value={block.cite} />
                  </footer>
                ) : null}
              </blockquote>
            );
          case 'code':
            return (
              // A long line scrolls the block sideways: keyboard users focus it to scroll (WCAG 2.1.1).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
              <pre key={index} tabIndex={0} aria-label={`${block.language} code`}>
                <code>{block.code}</code>
              </pre>
            );
        }
      })}
    </Body>
  );
}
