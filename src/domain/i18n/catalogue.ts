/**
 * What a message catalogue is. The default language's words (src/domain/i18n/words-*.ts) name every key
 * and its English words; every other language's catalogue has the same keys, each either its own
 * words or `null` ("not translated yet": the English words are shown, and `npm run check` lists
 * the key). Placeholders are `{name}`; a message that depends on a count has one form per plural
 * category of `Intl.PluralRules` (`one`, `other`, …), `{count}` being the number.
 */

/** Forms of a message by plural category; `other` is the one every language has. */
export interface PluralForms {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

export type Leaf = string | PluralForms;

export type Catalogue = Readonly<Record<string, Leaf>>;

/** Another language's catalogue for the default one's keys: its words, or `null` where English is still shown. */
export type Translation<Keys extends string> = { readonly [K in Keys]: Leaf | null };

/** One placeholder in a message: a brace, a name of word characters, a brace (linear). */
export const PLACEHOLDER = /\{(\w+)\}/g;

export const isPlural = (leaf: unknown): leaf is PluralForms =>
  typeof leaf === 'object' && leaf !== null && typeof (leaf as { other?: unknown }).other === 'string';

/**
 * One area's words (`news.*`, `family.*`): the default language's, and each other language's
 * translation of the same keys. An island imports only the areas it shows, so a page's script
 * carries those words and not the whole site's (the size budget of every public page).
 */
export interface Words<Key extends string> {
  readonly base: Readonly<Record<Key, Leaf>>;
  readonly translations: Readonly<Record<string, Translation<Key>>>;
}

export const defineWords = <Key extends string>(
  base: Readonly<Record<Key, Leaf>>,
  translations: Readonly<Record<string, Translation<NoInfer<Key>>>>,
): Words<Key> => ({ base, translations });

export type KeyOf<W> = W extends Words<infer Key> ? Key : never;
