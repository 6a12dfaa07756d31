/**
 * The DTCG token types this generator builds. A module of its own, without the
 * value rules (token-types.ts, which load culori and zod): the error catalogue
 * names the types, and every render thread loads the catalogue.
 */
export const TOKEN_TYPES = [
  'color',
  'dimension',
  'duration',
  'cubicBezier',
  'number',
  'fontFamily',
  'fontWeight',
  'shadow',
] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

export function isTokenType(value: unknown): value is TokenType {
  return typeof value === 'string' && (TOKEN_TYPES as readonly string[]).includes(value);
}
