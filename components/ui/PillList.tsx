import { styled } from '../theme/stitches.config.ts';

/** A wrapping row of rounded links or labels: related services, nearby areas, services used. */
export const PillList = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$3',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  'li > a, li > span': {
    display: 'inline-block',
    paddingInline: '$4',
    paddingBlock: '$2',
    borderRadius: '$pill',
    border: '1px solid $borderDefault',
    textDecoration: 'none',
    fontWeight: '$semibold',
    fontSize: '$sm',
  },
  'li > a:hover': { borderColor: '$brandPrimary' },
  'li > span': { color: '$textHeading' },
});
