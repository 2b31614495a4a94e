import type { MessageValues } from './catalog';

/**
 * Formats a message compiled by FormatJS (`config/icu-loader.cjs`: `@formatjs/icu-messageformat-parser`'s syntax tree)
 * the way FormatJS's `intl-messageformat` does, for the elements the catalogs may use (the build refuses others): text,
 * `{arg}`, `{n, number}` without a style, `select`, and `plural` with `=n`, `offset` and `#`. Dates are formatted by
 * the screens (`currentIntlLocale()`) and passed in as text. It is 0.5 KB where intl-messageformat is
 * 4 KB of every page's first load (docs/languages.md, "Size"); `format.test.ts` formats every message of every
 * catalog, in every language, with both, and requires the same text.
 */

/** One element of FormatJS's tree (`TYPE` of the parser: 0 literal … 7 pound). */
export interface MessageElement {
  type: number;
  value?: string;
  options?: Readonly<Record<string, { value: readonly MessageElement[] }>>;
  offset?: number;
  pluralType?: 'cardinal' | 'ordinal';
}

const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function pluralRule(locale: string, type: 'cardinal' | 'ordinal'): Intl.PluralRules {
  const key = `${locale}/${type}`;
  let rule = pluralRules.get(key);
  if (!rule) pluralRules.set(key, (rule = new Intl.PluralRules(locale, { type })));
  return rule;
}

function option(element: MessageElement, key: string): readonly MessageElement[] | undefined {
  const options = element.options ?? {};
  return Object.prototype.hasOwnProperty.call(options, key) ? options[key]?.value : undefined;
}

/** The text of `elements` in `locale` with `values`; `pound` is the number a plural's `#` stands for. */
export function formatMessage(
  elements: readonly MessageElement[],
  locale: string,
  values: MessageValues = {},
  pound?: number,
): string {
  let out = '';
  for (const element of elements) {
    const name = element.value ?? '';
    const value = values[name];
    switch (element.type) {
      case LITERAL:
        out += name;
        break;
      case ARGUMENT:
        // As intl-messageformat: a string or a number as it is (no grouping), anything else empty.
        out += typeof value === 'string' || typeof value === 'number' ? String(value) : '';
        break;
      case NUMBER:
        out += numberFormat(locale).format(Number(value));
        break;
      case POUND:
        out += pound === undefined ? '#' : numberFormat(locale).format(pound);
        break;
      case SELECT: {
        const chosen = option(element, String(value)) ?? option(element, 'other') ?? [];
        out += formatMessage(chosen, locale, values, pound);
        break;
      }
      case PLURAL: {
        const n = Number(value);
        const offset = element.offset ?? 0;
        const chosen =
          option(element, `=${n}`) ??
          option(
            element,
            pluralRule(locale, element.pluralType ?? 'cardinal').select(n - offset),
          ) ??
          option(element, 'other') ??
          [];
        out += formatMessage(chosen, locale, values, n - offset);
        break;
      }
      default:
        throw new Error(`A message element of type ${element.type} is not formatted here`);
    }
  }
  return out;
}
