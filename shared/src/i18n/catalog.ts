import { formatMessage } from './format';
import type { MessageElement } from './format';
import { SOURCE_LANGUAGE, PSEUDO_LOCALE, intlLocaleOf, languageOf } from './languages';
import type { Language, Locale } from './languages';

/**
 * The product's message catalogs (docs/languages.md). Each package's texts are ICU messages with ids, one JSON file per
 * language (`src/i18n/<name>/<language>.json`); the build compiles each message to FormatJS's syntax tree
 * (`config/icu-loader.cjs`), so the page never ships a parser and formats the tree with `format.ts`. English is the
 * source, bundled with its code; every other language is a chunk of the package's own build, loaded when the page is
 * shown in that language, so a kiosk downloads one language's catalog and a remote ships its translations with its
 * release.
 */

/**
 * A compiled catalog: per message, a string (a message without arguments) or a syntax tree. The build emits it as a
 * list in the English catalog's order, `null` where a language has no translation, and the texts read it by place
 * (`m(12)`, config/message-ids-loader.cjs); Jest keeps it keyed by id (`m('clockTexts.title')`). Either indexes alike.
 */
export type CompiledCatalog = Readonly<Record<string, unknown>>;
/** A translation's chunk: `() => import('./i18n/clock/pl.json')`. */
type CatalogLoader = () => Promise<{ default: CompiledCatalog }>;
/** What a message's arguments may be: a date is formatted by the screen and passed in as text. */
export type MessageValues = Readonly<Record<string, string | number>>;
/** Formats message `id` of one catalog in the page's locale. */
type FormatMessage<Id extends string> = (id: Id, values?: MessageValues) => string;

interface Namespace {
  readonly name: string;
  readonly source: CompiledCatalog;
  readonly translations: Partial<Record<Language, CatalogLoader>>;
  /** The catalog of the page's locale, once loaded (English until then, and for a language it has not). */
  active: CompiledCatalog;
  activeLocale: Locale;
  readonly loaded: Map<Locale, Promise<CompiledCatalog>>;
  /** Builds the texts again from `active` into the object the package exports. */
  readonly rebuild: () => void;
}

const namespaces: Namespace[] = [];
let pageLocale: Locale = SOURCE_LANGUAGE;
let version = 0;
const listeners = new Set<() => void>();

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Subscribes to the page's texts changing (a new locale applied, or a late catalog arriving). */
export function subscribeTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Bumped whenever any texts change: a React root re-renders on it. */
export function textsVersion(): number {
  return version;
}

/** `Intl`'s locale for the page now (`en-GB`, `es-ES`, …): every date and number on screen is formatted in it. */
export function currentIntlLocale(): string {
  return intlLocaleOf(pageLocale);
}

/** The locale the page's texts are in now. */
export function currentLocale(): Locale {
  return pageLocale;
}

/** The language the page formats numbers, dates and plurals in now (`Intl`'s locale). */
export function currentLanguage(): Language {
  return languageOf(pageLocale);
}

function load(ns: Namespace, locale: Locale): Promise<CompiledCatalog> {
  if (locale === SOURCE_LANGUAGE) return Promise.resolve(ns.source);
  let pending = ns.loaded.get(locale);
  if (!pending) {
    const loader = locale === PSEUDO_LOCALE ? undefined : ns.translations[locale];
    pending =
      locale === PSEUDO_LOCALE
        ? import(/* webpackChunkName: "i18n-pseudo" */ './pseudo').then((m) =>
            m.pseudoCatalog(ns.source),
          )
        : loader
          ? loader().then((m) => m.default)
          : // A language this package has no catalog for (Welsh outside the clock): its English texts.
            Promise.resolve(ns.source);
    // A catalog that could not be fetched (offline) leaves the English texts; the next change of locale tries again.
    pending = pending.catch(() => {
      ns.loaded.delete(locale);
      return ns.source;
    });
    ns.loaded.set(locale, pending);
  }
  return pending;
}

function activate(ns: Namespace, locale: Locale, catalog: CompiledCatalog): void {
  if (ns.activeLocale === locale && ns.active === catalog) return;
  ns.active = catalog;
  ns.activeLocale = locale;
  ns.rebuild();
}

/** `id` is the message's id in the source and its place in the catalog's list once built (see `CompiledCatalog`). */
function format(ns: Namespace, id: string | number, values?: MessageValues): string {
  const message = ns.active[id] ?? ns.source[id];
  if (typeof message === 'string') return message;
  if (message === undefined || message === null) return String(id);
  return formatMessage(message as MessageElement[], intlLocaleOf(ns.activeLocale), values);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Writes `next` into `target` in place, so that every reference a module took to a part of the texts (`const T =
 * TEXTS.clock`) reads the new language too.
 */
function assignDeep(target: Record<string, unknown>, next: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(next)) {
    const current = target[key];
    if (current === value) continue;
    if (isPlainObject(current) && isPlainObject(value)) assignDeep(current, value);
    else if (Array.isArray(current) && Array.isArray(value))
      current.splice(0, current.length, ...(value as unknown[]));
    else target[key] = value;
  }
}

export interface TextsDefinition<Source extends Record<string, string>, Texts extends object> {
  /** For messages about the catalogs: `mfe-care/clock`. */
  name: string;
  /** The English catalog (`import en from './i18n/clock/en.json'`): its ids type the messages. */
  source: Source;
  /** Every other language's catalog, each its own chunk. */
  translations: Partial<Record<Language, CatalogLoader>>;
  /**
   * The package's texts from its messages: `{ title: m('clock.title'), takenAt: (time: string) => m('…', { time }) }`.
   * Run again whenever the page's locale changes; functions format when called, so they are always current.
   */
  build: (m: FormatMessage<Extract<keyof Source, string>>) => Texts;
}

/**
 * A package's texts, in the shape its screens read (`TEXTS.clock.title`), formatted from its catalogs in the page's
 * locale. The object returned stays the same object for the page's life; its strings change with the locale.
 */
export function defineTexts<Source extends Record<string, string>, Texts extends object>(
  definition: TextsDefinition<Source, Texts>,
): Texts {
  const source = definition.source as CompiledCatalog;
  // Filled right below, once `m` exists: `rebuild` runs only on a later change of locale.
  const holder: { texts?: Texts } = {};
  const ns: Namespace = {
    name: definition.name,
    source,
    translations: definition.translations,
    active: source,
    activeLocale: SOURCE_LANGUAGE,
    loaded: new Map(),
    rebuild: () => {
      const next = definition.build(m);
      if (holder.texts)
        assignDeep(holder.texts as Record<string, unknown>, next as Record<string, unknown>);
    },
  };
  const m = (id: string | number, values?: MessageValues): string => format(ns, id, values);
  const texts = definition.build(m);
  holder.texts = texts;
  namespaces.push(ns);
  // A package whose code arrives after the page chose its locale (a lazy chunk) catches up by itself.
  if (pageLocale !== SOURCE_LANGUAGE) {
    const locale = pageLocale;
    void load(ns, locale).then((catalog) => {
      if (pageLocale !== locale) return;
      activate(ns, locale, catalog);
      notify();
    });
  }
  return texts;
}

let requested: Locale = SOURCE_LANGUAGE;

/**
 * Shows the page in `locale`: loads every catalog the page has for it, then switches them all at once (never half a
 * screen in one language and half in another) and sets `<html lang>`. A later call wins over one still loading.
 */
export function setLocale(locale: Locale): Promise<void> {
  const applied = applyLocale(locale);
  switching = applied;
  return applied;
}

/** The change of locale under way, if any: a parcel mounting meanwhile waits for it. */
let switching: Promise<void> = Promise.resolve();

async function applyLocale(locale: Locale): Promise<void> {
  requested = locale;
  // A package may register while catalogs load (a remote preloaded during the boot): it is loaded too, before any
  // catalog switches.
  const loaded = new Map<Namespace, CompiledCatalog>();
  for (;;) {
    const pending = namespaces.filter((ns) => !loaded.has(ns));
    if (pending.length === 0) break;
    const catalogs = await Promise.all(pending.map((ns) => load(ns, locale)));
    if (requested !== locale) return;
    pending.forEach((ns, i) => loaded.set(ns, catalogs[i] ?? ns.source));
  }
  const changed = pageLocale !== locale || namespaces.some((ns) => ns.activeLocale !== locale);
  pageLocale = locale;
  for (const ns of namespaces) activate(ns, locale, loaded.get(ns) ?? ns.source);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (changed) notify();
}

/**
 * Resolves once every catalog registered so far is in the page's locale: a parcel waits for it before its first
 * render, so no screen shows a moment of English.
 */
export async function textsReady(): Promise<void> {
  await switching;
  const locale = pageLocale;
  if (locale === SOURCE_LANGUAGE) return;
  const pending = namespaces.filter((ns) => ns.activeLocale !== locale);
  if (pending.length === 0) return;
  const catalogs = await Promise.all(pending.map((ns) => load(ns, locale)));
  if (pageLocale !== locale) return;
  pending.forEach((ns, i) => activate(ns, locale, catalogs[i] ?? ns.source));
  notify();
}
