import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FormSubmission } from '../../shared/contracts/islands.ts';

/**
 * The errors of a failed post made without JavaScript (FormSubmission), for
 * the fields of the form it came from: each field shows its message until the
 * visitor touches it (then the browser's own validation takes over), and the
 * first invalid field in the form's order is focused when the page loads.
 */
interface SubmittedErrors {
  errors: Readonly<Record<string, string>>;
  focused: string | undefined;
}

const NONE: SubmittedErrors = { errors: {}, focused: undefined };
const SubmittedErrorsContext = createContext<SubmittedErrors>(NONE);

export function SubmittedErrorsProvider({
  submission,
  order,
  children,
}: {
  submission: FormSubmission | undefined;
  /** The form's field names in document order. */
  order: readonly string[];
  children: ReactNode;
}) {
  const value = useMemo(
    () =>
      submission
        ? { errors: submission.errors, focused: order.find((name) => submission.errors[name]) }
        : NONE,
    [submission, order],
  );
  return (
    <SubmittedErrorsContext.Provider value={value}>{children}</SubmittedErrorsContext.Provider>
  );
}

/** The posted error of field `name`, if any, and whether the field takes the focus. */
export function useSubmittedError(name: string): { error: string | undefined; autoFocus: boolean } {
  const { errors, focused } = useContext(SubmittedErrorsContext);
  const error = Object.hasOwn(errors, name) && errors[name] !== '' ? errors[name] : undefined;
  return { error, autoFocus: focused === name };
}
