import { useTranslation } from '../i18n/use-translation.ts';
import { findEntry } from '../../shared/model/content-graph.ts';
import type { Post } from '../../content/schema/index.ts';
import { blogListPath } from '../../shared/model/url-scheme.ts';
import { PostBody } from '../blog/PostBody.tsx';
import { PostCard, PostMeta } from '../blog/PostCard.tsx';
import { useReadingMinutes } from '../blog/post-meta.ts';
import { useSite } from '../i18n/site-context.tsx';
import { NewsletterIsland } from '../islands/NewsletterIsland.tsx';
import { PageShell } from '../layout/PageShell.tsx';
import { HeroLead, HeroTitle } from '../sections/HeroSection.tsx';
import { css, styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { CardGrid, SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { LocalizedText } from '../ui/Text.tsx';
import { formatDate } from '../i18n/format-date.ts';
import { listSeparator } from '../../shared/model/localized.ts';

const Header = styled('header', { paddingBlock: '$8', backgroundColor: '$surfaceSubtle' });

const byline = css({ marginBlockStart: '$5', color: '$textMuted' });

const Author = styled('aside', {
  display: 'grid',
  gap: '$2',
  marginBlockStart: '$8',
  padding: '$6',
  borderRadius: '$md',
  backgroundColor: '$brandPrimarySoft',
  strong: { color: '$textHeading' },
  p: { fontSize: '$sm' },
});

const Signup = styled('section', {
  display: 'grid',
  gap: '$3',
  marginBlockStart: '$8',
  padding: '$6',
  borderRadius: '$md',
  border: '1px solid $borderDefault',
  h2: { fontSize: '$2xl' },
  p: { color: '$textMuted' },
});

const Tags = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  listStyle: 'none',
  margin: '$7 0 0',
  padding: 0,
  li: {
    fontSize: '$xs',
    paddingInline: '$3',
    paddingBlock: '$1',
    borderRadius: '$pill',
    border: '1px solid $borderDefault',
  },
});

export function PostPage({ post }: { post: Post }) {
  const { t } = useTranslation();
  const { content, href, locale, localize } = useSite();
  const author = findEntry(content.authors, 'id', post.author)?.data;
  const category = findEntry(content.categories, 'id', post.category)?.data;
  const minutes = useReadingMinutes(post);
  const related = content.posts
    .map((entry) => entry.data)
    .filter((other) => other.category === post.category && other.slug !== post.slug)
    .slice(0, 3);
  return (
    <PageShell>
      <article>
        <Header>
          <Container width="text">
            <PostMeta>
              {category ? (
                <LocalizedText
                  as="a"
                  href={href(blogListPath(1, category.id))}
                  value={category.name}
                />
              ) : null}
              <span aria-hidden="true">·</span>
              <time dateTime={post.date}>{formatDate(post.date, locale, 'long')}</time>
              <span aria-hidden="true">·</span>
              <span>{t('blog.readingTime', { count: minutes })}</span>
            </PostMeta>
            <LocalizedText as={HeroTitle} value={post.title} />
            <LocalizedText as={HeroLead} value={post.excerpt} />
            {author ? (
              <p className={byline()}>
                {t('blog.by')} <strong>{author.name}</strong>
                {listSeparator(locale)}
                <LocalizedText value={author.role} />
              </p>
            ) : null}
          </Container>
        </Header>
        <SectionBlock css={{ paddingBlock: '$8' }}>
          <Container width="text">
            <PostBody blocks={post.body} />
            <Tags aria-label={t('blog.tags')}>
              {post.tags.map((tag, index) => (
                <li key={index}>
                  #<LocalizedText value={tag} />
                </li>
              ))}
            </Tags>
            <Signup aria-labelledby="post-newsletter-title">
              <h2 id="post-newsletter-title">{t('newsletter.postTitle')}</h2>
              <p>{t('newsletter.text')}</p>
              <NewsletterIsland source="blog_post" />
            </Signup>
            {author ? (
              <Author aria-label={t('blog.aboutAuthor')}>
                <strong>{author.name}</strong>
                <LocalizedText as="p" value={author.role} />
                <LocalizedText as="p" value={author.bio} />
              </Author>
            ) : null}
          </Container>
        </SectionBlock>
      </article>
      {related.length > 0 ? (
        <SectionBlock tone="subtle" aria-labelledby="related-posts-title">
          <Container>
            <SectionHeading id="related-posts-title">
              {t('blog.related', { category: category ? localize(category.name).value : '' })}
            </SectionHeading>
            <CardGrid as="ul" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {related.map((other) => (
                <li key={other.slug}>
                  <PostCard post={other} />
                </li>
              ))}
            </CardGrid>
          </Container>
        </SectionBlock>
      ) : null}
    </PageShell>
  );
}
