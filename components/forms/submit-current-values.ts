import type { FormApi } from 'final-form';
import type { FormEvent } from 'react';
import { focusFirstError } from './focus-first-error.ts';

/**
 * Submits a react-final-form form after validating what is in it now. With
 * validateOnBlur (SPEC §4), final-form last validated at the previous blur; a
 * visitor who presses Enter in the field they are typing in would otherwise
 * be judged on stale errors. Blurring every field re-runs validation. A submit
 * that fails validation moves focus to the first field with an error (SPEC §4),
 * for every form: also when a script or assistive technology submits it while
 * its button is disabled.
 */
export async function submitCurrentValues(
  form: FormApi<never>,
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined,
  event: FormEvent<HTMLFormElement>,
): Promise<void> {
  event.preventDefault();
  // React clears currentTarget once the handler returns: keep the form for after the await.
  const formElement = event.currentTarget;
  form.batch(() => form.getRegisteredFields().forEach((name) => form.blur(name)));
  await handleSubmit(event);
  if (form.getState().hasValidationErrors) focusFirstError(form, formElement);
}
