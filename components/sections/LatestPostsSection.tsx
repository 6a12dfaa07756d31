import type { Post, SectionOf } from '../../content/schema/index.ts';
import { compareCodeUnits } from '../../shared/model/content-graph.ts';
import { PostCard } from '../blog/PostCard.tsx';
import { useSite } from '../i18n/site-context.tsx';
import { Container } from '../ui/Container.tsx';
import { CardGrid, SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { LocalizedText } from '../ui/Text.tsx';

export function LatestPostsSection({ section }: { section: SectionOf<'latestPosts'> }) {
  const { content, locale } = useSite();
  // Readers of a translated page see translated posts first, newest first within each group.
  const isTranslated = (post: Post) =>
    locale === 'en' || (typeof post.title === 'object' && post.title[locale] !== undefined);
  const posts = [...content.posts]
    .map((entry) => entry.data)
    .sort(
      (a, b) =>
        Number(isTranslated(b)) - Number(isTranslated(a)) || compareCodeUnits(b.date, a.date),
    )
    .slice(0, section.count);
  return (
    <SectionBlock tone="subtle">
      <Container>
        <LocalizedText as={SectionHeading} value={section.heading} />
        <CardGrid as="ul" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </CardGrid>
      </Container>
    </SectionBlock>
  );
}
