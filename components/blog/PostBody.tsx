import type { PostBodyBlock } from '../../content/schema/index.ts';
import { styled } from '../theme/stitches.config.ts';
import { useEnglishAttributes } from '../i18n/site-context.tsx';
import { InlineMarkup } from '../ui/Text.tsx';

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
  'blockquote footer': { fontFamily: '$body', fontSize: '$sm', color: '$textMuted', marginBlockStart: '$2' },
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

/** A blog post's structured body. Bodies are written in English: marked as such on translated pages. */
export function PostBody({ blocks }: { blocks: PostBodyBlock[] }) {
  const english = useEnglishAttributes();
  return (
    <Body {...english}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'p':
            return (
              <p key={index}>
                <InlineMarkup text={block.text} />
              </p>
            );
          case 'h2':
            return (
              <h2 key={index} id={block.id}>
                {block.text}
              </h2>
            );
          case 'h3':
            return <h3 key={index}>{block.text}</h3>;
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <InlineMarkup text={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <blockquote key={index}>
                <p>{block.text}</p>
                {block.cite ? <footer>— {block.cite}</footer> : null}
              </blockquote>
            );
          case 'code':
            return (
              <pre key={index} tabIndex={0} aria-label={`${block.language} code`}>
                <code>{block.code}</code>
              </pre>
            );
        }
      })}
    </Body>
  );
}
