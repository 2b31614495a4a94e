import type { CompiledCatalog } from './catalog';

/**
 * The pseudo-locale `en-XA` (docs/languages.md): every English message accented, 40 % longer and bracketed, built from
 * the English catalog when a test (or a developer) asks for it. A text on screen that is not accented did not come
 * through a catalog; a bracket missing at either end is a text cut off; the extra length is what German or Polish
 * words need beside English ones.
 */

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçđéƒĝĥíĵķĺɱñóƥǫŕšťúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŤÚṼŴẊÝŽ';
/** The filler's words, one short word per 5 letters of the message, so the longer text wraps as words do. */
const FILLER = ['ŀőŕ', 'éɱ', 'íƥ', 'šú', 'ɱ'];

function accent(text: string): string {
  let out = '';
  for (const char of text) {
    const at = PLAIN.indexOf(char);
    out += at < 0 ? char : ACCENTED.charAt(at);
  }
  return out;
}

/** The filler that makes `length` characters 40 % longer. */
function filler(length: number): string {
  const extra = Math.ceil(length * 0.4);
  const words: string[] = [];
  let added = 0;
  for (let i = 0; added < extra; i += 1) {
    const word = FILLER[i % FILLER.length] ?? '';
    words.push(word);
    added += word.length + 1;
  }
  return words.length ? ` ${words.join(' ')}` : '';
}

interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

/** FormatJS's element types (`@formatjs/icu-messageformat-parser` TYPE): literal 0, select 5, plural 6, tag 8. */
const LITERAL = 0;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

function literalLength(elements: Element[]): number {
  return elements.reduce(
    (sum, el) => sum + (el.type === LITERAL && typeof el.value === 'string' ? el.value.length : 3),
    0,
  );
}

function accentElements(elements: Element[]): Element[] {
  return elements.map((el) => {
    if (el.type === LITERAL && typeof el.value === 'string')
      return { ...el, value: accent(el.value) };
    if ((el.type === PLURAL || el.type === SELECT) && el.options) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([key, option]) => [
          key,
          { ...option, value: accentElements(option.value) },
        ]),
      );
      return { ...el, options };
    }
    if (el.type === TAG && el.children) return { ...el, children: accentElements(el.children) };
    return el;
  });
}

/** One message in the pseudo-locale: a string stays a string, a syntax tree stays a tree. */
function pseudoMessage(message: unknown): unknown {
  if (typeof message === 'string') return `⟦${accent(message)}${filler(message.length)}⟧`;
  if (!Array.isArray(message)) return message;
  const elements = message as Element[];
  return [
    { type: LITERAL, value: '⟦' },
    ...accentElements(elements),
    { type: LITERAL, value: `${filler(literalLength(elements))}⟧` },
  ];
}

/** The pseudo-locale's catalog of an English one, indexed as it is (by id, or by place as the build emits it). */
export function pseudoCatalog(source: CompiledCatalog): CompiledCatalog {
  return Object.fromEntries(
    Object.entries(source).map(([id, message]) => [id, pseudoMessage(message)]),
  );
}
