import type { SectionOf } from '../../content/schema/index.ts';
import { PostCard } from '../blog/PostCard.tsx';
import { useSite } from '../i18n/site-context.tsx';
import { Container } from '../ui/Container.tsx';
import { CardGrid, SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { LocalizedText } from '../ui/Text.tsx';

export function LatestPostsSection({ section }: { section: SectionOf<'latestPosts'> }) {
  const { content } = useSite();
  const posts = [...content.posts]
    .map((entry) => entry.data)
    .sort((a, b) => b.date.localeCompare(a.date))
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
