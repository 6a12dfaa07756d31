import { styled } from '../theme/stitches.config.ts';

/** Off-screen, not just hidden: bots that skip hidden inputs still fill this one. */
const OffScreen = styled('div', {
  position: 'absolute',
  insetInlineStart: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

/**
 * The spam trap (issue 4): people never see or reach this field, bots fill it.
 * The intake answers such posts like any other and stores nothing.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <OffScreen aria-hidden="true">
      <label htmlFor={`${idPrefix}-website`}>Leave this field empty</label>
      <input
        id={`${idPrefix}-website`}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </OffScreen>
  );
}

/** The honeypot's value in a rendered form (empty for people). */
export function honeypotValue(form: HTMLFormElement | null): string {
  const field = form?.elements.namedItem('website');
  return field instanceof HTMLInputElement ? field.value : '';
}
