/** Counts localized fields that were translated and those that fell back to English. */
export function coverageTally() {
  const coverage = { translated: 0, fallback: 0 };
  const record = (translated: boolean) => {
    if (translated) coverage.translated += 1;
    else coverage.fallback += 1;
  };
  return { coverage, record };
}
