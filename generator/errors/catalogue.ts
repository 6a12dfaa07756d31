import { TOKEN_TYPES } from '../tokens/token-type-names.ts';

/**
 * Every error the generator reports, in one place (after Astro's errors-data.ts).
 * Names never change so people can search for them; `message` says where and
 * what, `hint` says what to do.
 */
export interface CatalogueEntry<Args> {
  name: string;
  title: string;
  message: (args: Args) => string;
  hint: string | ((args: Args) => string);
}

function entry<Args>(definition: CatalogueEntry<Args>): CatalogueEntry<Args> {
  return definition;
}

export const ContentSchemaViolation = entry<{
  where: string;
  entry: string;
  field: string;
  rule: string;
}>({
  name: 'ContentSchemaViolation',
  title: 'Content does not match its schema',
  message: ({ where, entry, field, rule }) => `${where} › ${entry} › ${field}: ${rule}`,
  hint: ({ rule }) =>
    rule === 'Required'
      ? 'Add the missing field; its type is in content/schema/.'
      : rule.startsWith('Unknown field')
        ? 'Remove the field or check its spelling against content/schema/.'
        : 'Change the value so it satisfies the rule; the schema is in content/schema/.',
});

export const TranslationMissing = entry<{
  where: string;
  entry: string;
  field: string;
  language: string;
  locale: string;
}>({
  name: 'TranslationMissing',
  title: 'A content field has no translation in a locale whose policy is complete',
  message: ({ where, entry, field, language }) =>
    `${where} › ${entry} › ${field}: no ${language} translation`,
  hint: ({ locale }) =>
    `Write the ${locale} text beside "en" ({ en: '…', ${locale}: '…' }), or hand the fields to a translator: \`translations export --locale ${locale} --out ${locale}.xliff\`. content/site.ts sets translations.${locale} to 'complete'.`,
});

export const ContentDuplicateId = entry<{
  kind: string;
  id: string;
  first: string;
  second: string;
}>({
  name: 'ContentDuplicateId',
  title: 'Two entries of one collection share a slug or id',
  message: ({ kind, id, first, second }) =>
    `${kind} "${id}" is defined twice: ${first} and ${second}`,
  hint: 'Give one of them another slug (or id): pages, links and lookups find an entry by it, so the second would silently hide the first.',
});

export const RequiredPageMissing = entry<{
  what: string;
  path: string;
  file: string;
  pageType: string;
}>({
  name: 'RequiredPageMissing',
  title: 'A page the site cannot work without is missing',
  message: ({ what, path }) => `no ${what}: no page has the path "${path}"`,
  hint: ({ file, pageType, path }) =>
    `Add ${file} with pageType '${pageType}' and path '${path}' (see content/schema/page.ts). Nothing was rendered.`,
});

export const ContentModuleFailed = entry<{ file: string; cause: string }>({
  name: 'ContentModuleFailed',
  title: 'A content module could not be loaded',
  message: ({ file, cause }) => `${file}: ${cause}`,
  hint: 'Fix the TypeScript syntax of the module; it must `export default` its entry (or an array of entries).',
});

export const ContentReferenceMissing = entry<{
  where: string;
  entry: string;
  field: string;
  kind: string;
  id: string;
}>({
  name: 'ContentReferenceMissing',
  title: 'Content refers to an entry that does not exist',
  message: ({ where, entry, field, kind, id }) =>
    `${where} › ${entry} › ${field}: no ${kind} "${id}"`,
  hint: ({ kind }) => `Use the id of an existing ${kind}, or add that ${kind} first.`,
});

export const MediaFileMissing = entry<{ where: string; entry: string; field: string; src: string }>(
  {
    name: 'MediaFileMissing',
    title: 'An image referenced by content does not exist',
    message: ({ where, entry, field, src }) =>
      `${where} › ${entry} › ${field}: content/media/${src} does not exist`,
    hint: 'Add the file under content/media/ or correct the path.',
  },
);

export const RouteConflict = entry<{ path: string; first: string; second: string }>({
  name: 'RouteConflict',
  title: 'Two entries resolve to the same path',
  message: ({ path, first, second }) => `${path} is claimed by both ${first} and ${second}`,
  hint: 'Give one of the entries a different slug or path. Nothing was rendered.',
});

export const BrokenInternalLink = entry<{ source: string; page: string; href: string }>({
  name: 'BrokenInternalLink',
  title: 'A link points to a route that does not exist',
  message: ({ source, page, href }) => `${source} › on ${page} › link to ${href}: no such route`,
  hint: 'Link to an existing path (English path, no locale prefix) or add the page it should point to.',
});

export const BrokenFragmentLink = entry<{
  source: string;
  page: string;
  href: string;
  target: string;
}>({
  name: 'BrokenFragmentLink',
  title: 'A #fragment link points to an id that does not exist',
  message: ({ source, page, href, target }) =>
    `${source} › on ${page} › link to ${href}: ${target} has no element with that id`,
  hint: 'Link to an id the target page renders (headings of rich text and blog posts carry ids), or drop the fragment.',
});

export const MissingAsset = entry<{ page: string; url: string }>({
  name: 'MissingAsset',
  title: 'A page references an asset that was not emitted',
  message: ({ page, url }) => `${page} references ${url}, which is not in the build output`,
  hint: 'This is a generator bug: an asset URL was rendered without its file being written.',
});

export const LocaleFileInvalid = entry<{ where: string; reason: string }>({
  name: 'LocaleFileInvalid',
  title: 'A locale file is not valid JSON',
  message: ({ where, reason }) => `${where}: ${reason}`,
  hint: 'Fix the JSON at that position: keys and text in "double quotes", a comma between entries and none after the last.',
});

export const LocaleFileMissing = entry<{ file: string }>({
  name: 'LocaleFileMissing',
  title: 'A locale has no translation file',
  message: ({ file }) => `${file} does not exist`,
  hint: 'Every locale needs its interface texts: copy locales/en/translation.json there and translate it.',
});

export const TokenBuildFailed = entry<{ cause: string }>({
  name: 'TokenBuildFailed',
  title: 'The design tokens could not be built',
  message: ({ cause }) => `tokens/*.json: ${cause}`,
  hint: 'Style Dictionary stopped on something the token validation (generator/tokens/validate-tokens.ts) does not check yet; its message names the token. Fix it there, and add the case to the validation.',
});

export const TokenFileInvalid = entry<{ where: string; reason: string }>({
  name: 'TokenFileInvalid',
  title: 'A token file is not valid JSON',
  message: ({ where, reason }) => `${where}: ${reason}`,
  hint: 'Fix the JSON at that position: keys and text in "double quotes", a comma between entries and none after the last.',
});

export const TokenValueInvalid = entry<{ where: string; token: string; reason: string }>({
  name: 'TokenValueInvalid',
  title: 'A token value does not match its $type',
  message: ({ where, token, reason }) => `${where} › ${token}: ${reason}`,
  hint: 'Write the $value in the format named in brackets; tokens/README.md lists every type with an example.',
});

export const TokenTypeUnknown = entry<{ where: string; token: string; reason: string }>({
  name: 'TokenTypeUnknown',
  title: 'A token has an unknown or missing $type',
  message: ({ where, token, reason }) => `${where} › ${token}: ${reason}`,
  hint: `Set "$type" on the token or on its group to one of: ${TOKEN_TYPES.join(', ')}.`,
});

export const TokenReferenceBroken = entry<{
  where: string;
  token: string;
  reason: string;
  kind: 'missing' | 'type' | 'cycle';
}>({
  name: 'TokenReferenceBroken',
  title: 'A token refers to a token that does not exist, has another type, or refers back to it',
  message: ({ where, token, reason }) => `${where} › ${token}: ${reason}`,
  hint: ({ kind }) =>
    kind === 'cycle'
      ? 'Give one token in the cycle a value of its own instead of a {reference}.'
      : kind === 'type'
        ? 'Refer to a token of the same $type, or write the value itself.'
        : 'Write the full path of an existing token in braces, e.g. {color.brand.primary}; /design-tokens/ lists every token.',
});

export const TokenStructureInvalid = entry<{ where: string; token: string; reason: string }>({
  name: 'TokenStructureInvalid',
  title: 'A token file is not shaped like DTCG tokens',
  message: ({ where, token, reason }) => `${where} › ${token}: ${reason}`,
  hint: 'A token is an object with "$value" (and optionally "$type" and "$description"); a group holds tokens and may set "$type" for all of them. Names may not contain ".", "{" or "}".',
});

export const LocaleKeyMissing = entry<{ locale: string; keys: string[] }>({
  name: 'LocaleKeyMissing',
  title: 'A translation file lacks keys that English has',
  message: ({ locale, keys }) =>
    `locales/${locale}/translation.json is missing ${keys.length} key(s): ${keys.slice(0, 8).join(', ')}${keys.length > 8 ? ', …' : ''}`,
  hint: 'Add the keys (translated) to that file: every UI string exists in every locale.',
});

export const BundleFailed = entry<{ cause: string }>({
  name: 'BundleFailed',
  title: 'The browser or server bundle failed to build',
  message: ({ cause }) => cause,
  hint: 'Fix the TypeScript error esbuild reports in components/ or runtime/.',
});

export const LocaleContractBroken = entry<{ page: string; source: string; rule: string }>({
  name: 'LocaleContractBroken',
  title: 'A page breaks the locale contract (hreflang, lang, dir)',
  message: ({ page, source, rule }) => `${page} (${source}): ${rule}`,
  hint: 'Every page lists itself, each sibling locale and x-default as hreflang alternates, the same set in its <head> and in the sitemap, with lang and dir of its locale. The head comes from generator/render/document.ts, the sitemap from generator/seo/sitemap.ts; both take the set from generator/seo/hreflang.ts.',
});

export const BuiltSiteMissing = entry<{ dir: string }>({
  name: 'BuiltSiteMissing',
  title: 'There is no built site to check',
  message: ({ dir }) => `${dir} does not exist or holds no HTML pages`,
  hint: 'Run `npm run build` first (or pass --out <dir> with the folder the build wrote).',
});

export const ShareTextTooLong = entry<{ locale: string; key: string; limit: string }>({
  name: 'ShareTextTooLong',
  title: 'A share image text does not fit its box',
  message: ({ locale, key, limit }) =>
    `locales/${locale}/translation.json › ${key}: does not fit the share image (${limit}) even at the smallest size`,
  hint: 'Shorten the text: share images cannot scroll or clip. Labels get one line, headlines three, supporting lines two.',
});

export const PageRenderFailed = entry<{
  page: string;
  locale: string;
  source: string;
  entry: string;
  causes: string;
}>({
  name: 'PageRenderFailed',
  title: 'A page could not be rendered: its template threw',
  message: ({ page, locale, source, entry, causes }) =>
    `${source} › ${entry} › ${page} (${locale}): ${causes}`,
  hint: "Fix the component at the place named (the first frame in the project's own code), or the content of the entry it cannot handle. The build stopped before replacing dist/: the previous site stays.",
});

export const ShardUnusable = entry<{ dir: string; reason: string }>({
  name: 'ShardUnusable',
  title: 'A folder given to build --merge is not a shard of this build',
  message: ({ dir, reason }) => `${dir}: ${reason}`,
  hint: 'Build every shard with `build --shard i/n` from the same commit, settings and generator version, and pass each shard’s output folder once.',
});

export const ShardsMissing = entry<{ missing: number; batches: number; example: string }>({
  name: 'ShardsMissing',
  title: 'The shards given to build --merge do not cover the site',
  message: ({ missing, batches, example }) =>
    `${missing} of ${batches} batches of pages are in none of the shards given (the first holds ${example})`,
  hint: 'Pass the output folder of every shard, 1/n to n/n, to --merge.',
});
