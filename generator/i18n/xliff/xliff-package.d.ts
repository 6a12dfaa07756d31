/** The parts of locize's `xliff` package the translation tools use (it ships no types). */
declare module 'xliff' {
  export interface XliffUnit {
    source?: string;
    target?: string;
    note?: string;
    additionalAttributes?: Record<string, string | number>;
  }
  export interface XliffDocument {
    sourceLanguage: string;
    targetLanguage: string;
    /** File id → unit id → unit. */
    resources: Record<string, Record<string, XliffUnit>>;
  }
  export function js2xliff(document: XliffDocument, options?: { indent?: string }): Promise<string>;
  export function xliff2js(xml: string): Promise<XliffDocument>;
  const xliff: { js2xliff: typeof js2xliff; xliff2js: typeof xliff2js };
  export default xliff;
}
