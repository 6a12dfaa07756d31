import { useTranslation } from '../i18n/use-translation.ts';
import { findEntry } from '../../shared/model/content-graph.ts';
import type { Post } from '../../content/schema/index.ts';
import { postPath } from '../../shared/model/url-scheme.ts';
import { useSite } from '../i18n/site-context.tsx';
import { styled } from '../theme/stitches.config.ts';
import { LocalizedText } from '../ui/Text.tsx';
import { useReadingMinutes } from './post-meta.ts';
import { formatDate } from '../i18n/format-date.ts';

const Article = styled('article', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  height: '100%',
  padding: '$6',
  borderRadius: '$md',
  border: '1px solid $borderDefault',
  backgroundColor: '$surfacePage',
  'h2, h3': {
    fontFamily: '$body',
    fontWeight: '$semibold',
    fontSize: '$xl',
    lineHeight: '$snug',
    letterSpacing: 0,
  },
  'h2 a, h3 a': { color: '$textHeading', textDecoration: 'none' },
  'h2 a:hover, h3 a:hover': { color: '$brandPrimary', textDecoration: 'underline' },
  '& > p': { color: '$textMuted', fontSize: '$sm', flexGrow: 1 },
});

export const PostMeta = styled('p', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  fontSize: '$xs !important',
  color: '$textMuted',
  fontWeight: '$semibold',
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  'a, strong': { color: '$brandPrimary', textDecoration: 'none' },
});

export function PostCard({
  post,
  headingLevel = 'h3',
}: {
  post: Post;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const { content, href, locale } = useSite();
  const category = findEntry(content.categories, 'id', post.category)?.data;
  const minutes = useReadingMinutes(post);
  const Heading = headingLevel;
  return (
    <Article>
      <PostMeta>
        {category ? <LocalizedText as="strong" value={category.name} /> : null}
        <span aria-hidden="true">·</span>
        <time dateTime={post.date}>{formatDate(post.date, locale, 'medium')}</time>
        <span aria-hidden="true">·</span>
        <span>{t('blog.readingTime', { count: minutes })}</span>
      </PostMeta>
      <Heading>
        <LocalizedText as="a" href={href(postPath(post.slug))} value={post.title} />
      </Heading>
      <LocalizedText as="p" value={post.excerpt} />
    </Article>
  );
}
