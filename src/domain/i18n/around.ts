/**
 * A message with a piece of markup inside it ("Entries close on <strong>{when}</strong>"): the
 * words before and after the placeholder, so each language keeps its own word order around it.
 */
import type { Messages, Params } from './messages.ts';

const MARK = '\u0001';

export const around = <Key extends string>(m: Messages<Key>, key: Key, name: string, params: Params = {}): [string, string] => {
  const text = m.t(key, { ...params, [name]: MARK });
  const at = text.indexOf(MARK);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + MARK.length)];
};
