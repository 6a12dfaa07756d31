import { useTranslation } from '../i18n/use-translation.ts';
import { findEntry } from '../../shared/model/content-graph.ts';
import type { Page } from '../../content/schema/index.ts';
import { blogListPath } from '../../shared/model/url-scheme.ts';
import type { BlogListRoute } from '../page-kinds/blog-list.ts';
import { PostCard } from '../blog/PostCard.tsx';
import { useSite } from '../i18n/site-context.tsx';
import { PageShell } from '../layout/PageShell.tsx';
import { HeroSection } from '../sections/HeroSection.tsx';
import { styled } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { CardGrid, SectionBlock } from '../ui/Section.tsx';
import { LocalizedText } from '../ui/Text.tsx';
import { inPageLanguage } from '../../shared/model/localized.ts';

const Filters = styled('nav', {
  marginBlockEnd: '$7',
  ul: { display: 'flex', flexWrap: 'wrap', gap: '$2', listStyle: 'none', margin: 0, padding: 0 },
  a: {
    display: 'inline-block',
    paddingInline: '$4',
    paddingBlock: '$2',
    borderRadius: '$pill',
    border: '1px solid $borderDefault',
    textDecoration: 'none',
    fontWeight: '$semibold',
    fontSize: '$sm',
  },
  'a[aria-current="page"]': {
    backgroundColor: '$brandPrimary',
    borderColor: '$brandPrimary',
    color: '$neutral0',
  },
});

const Pagination = styled('nav', {
  marginBlockStart: '$8',
  ul: {
    display: 'flex',
    justifyContent: 'center',
    gap: '$2',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  a: {
    display: 'inline-flex',
    minWidth: '$space$7',
    height: '$space$7',
    alignItems: 'center',
    justifyContent: 'center',
    paddingInline: '$3',
    borderRadius: '$pill',
    border: '1px solid $borderDefault',
    textDecoration: 'none',
    fontWeight: '$semibold',
  },
  'a[aria-current="page"]': {
    backgroundColor: '$brandPrimary',
    borderColor: '$brandPrimary',
    color: '$neutral0',
  },
});

/** The blog list and its category overviews, paginated (the route table decides which posts). */
export function BlogListPage({ page, list }: { page: Page; list: BlogListRoute }) {
  const { t } = useTranslation();
  const { content, href, locale } = useSite();
  const category = list.category
    ? findEntry(content.categories, 'id', list.category)?.data
    : undefined;
  const hero = page.sections.find((section) => section.type === 'hero');
  const posts = list.postSlugs.flatMap(
    (slug) => findEntry(content.posts, 'slug', slug)?.data ?? [],
  );
  return (
    <PageShell>
      {category ? (
        <HeroSection
          section={{
            type: 'hero',
            eyebrow: inPageLanguage(t('blog.categoryEyebrow'), locale),
            heading: category.name,
            lead: category.description,
          }}
        />
      ) : hero && hero.type === 'hero' ? (
        <HeroSection section={hero} />
      ) : null}
      <SectionBlock>
        <Container>
          <Filters aria-label={t('blog.categories')}>
            <ul>
              <li>
                <a href={href('/blog')} aria-current={!category ? 'page' : undefined}>
                  {t('blog.allPosts')}
                </a>
              </li>
              {content.categories.map(({ data }) => (
                <li key={data.id}>
                  <LocalizedText
                    as="a"
                    href={href(blogListPath(1, data.id))}
                    value={data.name}
                    aria-current={category?.id === data.id ? 'page' : undefined}
                  />
                </li>
              ))}
            </ul>
          </Filters>
          <CardGrid as="ul" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel="h2" />
              </li>
            ))}
          </CardGrid>
          {list.pageCount > 1 ? (
            <Pagination aria-label={t('blog.pagination')}>
              <ul>
                {Array.from({ length: list.pageCount }, (_, index) => index + 1).map(
                  (pageNumber) => (
                    <li key={pageNumber}>
                      <a
                        href={href(blogListPath(pageNumber, list.category))}
                        aria-current={pageNumber === list.pageNumber ? 'page' : undefined}
                        aria-label={t('blog.pageLabel', { page: pageNumber })}
                      >
                        {pageNumber}
                      </a>
                    </li>
                  ),
                )}
              </ul>
            </Pagination>
          ) : null}
        </Container>
      </SectionBlock>
    </PageShell>
  );
}
