import type { FormApi } from 'final-form';
import type { FormEvent } from 'react';

/**
 * Submits a react-final-form form after validating what is in it now. With
 * validateOnBlur (SPEC §4), final-form last validated at the previous blur; a
 * visitor who presses Enter in the field they are typing in would otherwise
 * be judged on stale errors. Blurring every field re-runs validation.
 */
export async function submitCurrentValues(
  form: FormApi<never>,
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined,
  event: FormEvent<HTMLFormElement>,
): Promise<void> {
  event.preventDefault();
  form.batch(() => form.getRegisteredFields().forEach((name) => form.blur(name as never)));
  await handleSubmit(event);
}
