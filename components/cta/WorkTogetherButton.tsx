import { useTranslation } from '../i18n/use-translation.ts';
import { useSite } from '../i18n/site-context.tsx';
import { keyframes, styled, vars } from '../theme/stitches.config.ts';

const slideUp = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.motionSlideDistance})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/**
 * SPEC §1/§9: the call-to-action button, id workTogetherCTA, default label
 * "Let's work together", 296×64 on desktop, 264 wide on tablet, full width on
 * mobile, entering with a slide-up after the entry delay. It is a real link to
 * the contact page, so it works without JavaScript; the runtime upgrades it to
 * open the contact dialog.
 */
const Cta = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '$ctaHeight',
  borderRadius: '$pill',
  backgroundColor: '$brandAccent',
  color: '$brandInk',
  fontWeight: '$bold',
  fontSize: '$lg',
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$neutral0', color: '$brandInk' },
  '@tablet': { width: '$ctaWidthTablet' },
  '@desktopUp': { width: '$ctaWidthDesktop', height: '$ctaHeightDesktop' },
  '@motionOk': {
    animation: `${slideUp.name} ${vars.motionSlideUp} ${vars.motionEasing} ${vars.motionEntryDelay} both`,
  },
});

export function WorkTogetherButton() {
  const { t } = useTranslation();
  const { href } = useSite();
  return (
    <Cta id="workTogetherCTA" href={href('/contact-us')} data-cta="work-together">
      {t('cta.label')}
    </Cta>
  );
}
