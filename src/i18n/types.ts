/**
 * The shape of a catalogue. A message is text with `{name}` placeholders (filled as text, never
 * markup), or one text per plural category of `Intl.PluralRules` (`{ one, other }` in English;
 * Arabic uses zero, one, two, few, many and other), chosen by the `count` placeholder.
 */
type PluralMessage = { [K in Intl.LDMLPluralRule]?: string } & { other: string };
export type Message = string | PluralMessage;

/** Another language's version of an English area: every id, in any message shape. */
export type Translation<T> = { [K in keyof T]: Message };
