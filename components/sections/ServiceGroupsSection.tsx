import type { SectionOf } from '../../content/schema/index.ts';
import { useSite } from '../i18n/site-context.tsx';
import { styled, vars } from '../theme/stitches.config.ts';
import { Container } from '../ui/Container.tsx';
import { Lead, SectionBlock, SectionHeading } from '../ui/Section.tsx';
import { LocalizedText } from '../ui/Text.tsx';

/** A plain group, not a landmark: the footer already has regions with these names. */
const Group = styled('div', {
  '& + &': { marginBlockStart: '$7' },
  h3: {
    fontSize: '$sm',
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    color: '$brandPrimary',
    marginBlockEnd: '$4',
  },
});

const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$4',
  '@tabletUp': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@desktopUp': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  a: {
    display: 'grid',
    gap: '$2',
    alignContent: 'start',
    height: '100%',
    padding: '$5',
    borderRadius: '$md',
    border: '1px solid $borderDefault',
    backgroundColor: '$surfacePage',
    textDecoration: 'none',
    color: '$textBody',
    transition: `border-color ${vars.motionFast} ease, box-shadow ${vars.motionFast} ease`,
  },
  'a:hover': { borderColor: '$brandPrimary', boxShadow: '$card' },
  strong: { color: '$textHeading', fontSize: '$lg' },
  span: { fontSize: '$sm', color: '$textMuted' },
});

/** Service links grouped like the footer, each with its one-line summary. */
export function ServiceGroupsSection({ section }: { section: SectionOf<'serviceGroups'> }) {
  const { content, href } = useSite();
  const titles = new Map(
    content.site.data.footerLinkGroups.map((group) => [group.id, group.title]),
  );
  return (
    <SectionBlock tone="subtle">
      <Container>
        <LocalizedText as={SectionHeading} value={section.heading} />
        {section.intro ? <LocalizedText as={Lead} value={section.intro} inline /> : null}
        {section.groups.map((groupId) => {
          const title = titles.get(groupId);
          return (
            <Group key={groupId}>
              {title && section.groups.length > 1 ? <LocalizedText as="h3" value={title} /> : null}
              <List>
                {content.services
                  .filter((service) => service.data.group === groupId)
                  .map(({ data: service }) => (
                    <li key={service.slug}>
                      <a href={href(service.path)}>
                        <LocalizedText as="strong" value={service.name} />
                        <LocalizedText value={service.summary} />
                      </a>
                    </li>
                  ))}
              </List>
            </Group>
          );
        })}
      </Container>
    </SectionBlock>
  );
}
