import { catalogAsList, compileCatalog } from '../../../config/icu-loader.cjs';
import { currentLocale, defineTexts, setLocale, textsReady } from './catalog';
import { choosePageLocale, matchLanguage, PSEUDO_LOCALE } from './languages';

const en = compileCatalog(
  {
    title: 'Messages',
    from: 'From {name}',
    count: '{n, plural, one {# message} other {# messages}}',
  },
  'en.json',
) as { title: string; from: string; count: string };
const pl = compileCatalog(
  {
    title: 'Wiadomości',
    from: 'Od: {name}',
    count:
      '{n, plural, one {# wiadomość} few {# wiadomości} many {# wiadomości} other {# wiadomości}}',
  },
  'pl.json',
);

const TEXTS = defineTexts({
  name: 'test',
  source: en,
  translations: { pl: () => Promise.resolve({ default: pl }) },
  build: (m) => ({
    messages: { title: m('title'), from: (name: string) => m('from', { name }) },
    count: (n: number) => m('count', { n }),
  }),
});
const held = TEXTS.messages;

afterEach(() => setLocale('en'));

test('English by default, formatted with ICU plurals', () => {
  expect(TEXTS.messages.title).toBe('Messages');
  expect(TEXTS.messages.from('Ann')).toBe('From Ann');
  expect(TEXTS.count(1)).toBe('1 message');
  expect(TEXTS.count(3)).toBe('3 messages');
});

test('a new locale rewrites the texts in place, references held elsewhere included', async () => {
  await setLocale('pl');
  expect(currentLocale()).toBe('pl');
  expect(document.documentElement.lang).toBe('pl');
  expect(held.title).toBe('Wiadomości');
  expect(TEXTS.messages.from('Ann')).toBe('Od: Ann');
  // Polish plural forms: one, few (2–4), many (5+).
  expect([1, 3, 5, 22, 25].map((n) => TEXTS.count(n))).toEqual([
    '1 wiadomość',
    '3 wiadomości',
    '5 wiadomości',
    '22 wiadomości',
    '25 wiadomości',
  ]);
  await textsReady();
  await setLocale('en');
  expect(held.title).toBe('Messages');
});

test('a language the catalog lacks shows its English', async () => {
  await setLocale('cy');
  expect(TEXTS.messages.title).toBe('Messages');
});

test('the pseudo-locale accents, brackets and lengthens every message by at least 40 %', async () => {
  await setLocale(PSEUDO_LOCALE);
  const title = TEXTS.messages.title;
  expect(title.startsWith('⟦') && title.endsWith('⟧')).toBe(true);
  expect(title).toContain('Ṁéššáĝéš');
  expect(title.length).toBeGreaterThanOrEqual(Math.ceil('Messages'.length * 1.4));
  expect(TEXTS.messages.from('Ann')).toMatch(/^⟦Ƒŕóɱ Ann.*⟧$/);
});

test('the page locale: override, then the person, then the browser', () => {
  expect(matchLanguage(['de-DE', 'es-MX', 'en'])).toBe('es');
  expect(matchLanguage(['fr'])).toBe('en');
  expect(choosePageLocale({ override: 'en-XA', personLanguage: 'pl', browser: ['es'] })).toBe(
    'en-XA',
  );
  expect(choosePageLocale({ override: 'xx', personLanguage: 'pl', browser: ['es'] })).toBe('pl');
  expect(choosePageLocale({ override: null, personLanguage: undefined, browser: ['es-AR'] })).toBe(
    'es',
  );
});

test('a package that registers while a locale loads (a remote preloaded at boot) is switched with the rest', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const LATE_FIRST = defineTexts({
    name: 'first',
    source: en,
    translations: { pl: () => held.then(() => ({ default: pl })) },
    build: (m) => ({ title: m('title') }),
  });
  const switching = setLocale('pl');
  const LATE = defineTexts({
    name: 'late',
    source: en,
    translations: { pl: () => Promise.resolve({ default: pl }) },
    build: (m) => ({ title: m('title') }),
  });
  release();
  await switching;
  await textsReady();
  expect([LATE_FIRST.title, LATE.title, TEXTS.messages.title]).toEqual([
    'Wiadomości',
    'Wiadomości',
    'Wiadomości',
  ]);
});

test('as the build ships them: catalogs as lists in English order, texts reading them by place', async () => {
  // config/icu-loader.cjs and message-ids-loader.cjs: `m('from', …)` is built as `m(1, …)`.
  const ids = Object.keys(en);
  const untranslated = Object.fromEntries(Object.entries(pl).filter(([id]) => id !== 'title'));
  const plWithoutTitle = catalogAsList(untranslated, ids, 'pl.json');
  const BUILT = defineTexts({
    name: 'built',
    source: catalogAsList(en, ids, 'en.json') as unknown as typeof en,
    translations: { pl: () => Promise.resolve({ default: plWithoutTitle as never }) },
    build: (m) => {
      const byPlace = m as unknown as (
        place: number,
        values?: Record<string, string | number>,
      ) => string;
      return {
        title: byPlace(ids.indexOf('title')),
        from: (name: string) => byPlace(ids.indexOf('from'), { name }),
        count: (n: number) => byPlace(ids.indexOf('count'), { n }),
      };
    },
  });
  expect([BUILT.title, BUILT.from('Ann'), BUILT.count(2)]).toEqual([
    'Messages',
    'From Ann',
    '2 messages',
  ]);
  await setLocale('pl');
  // A message the language has not translated (null in its list) shows its English.
  expect([BUILT.title, BUILT.from('Ann'), BUILT.count(3)]).toEqual([
    'Messages',
    'Od: Ann',
    '3 wiadomości',
  ]);
  await setLocale(PSEUDO_LOCALE);
  expect(BUILT.from('Ann')).toMatch(/^⟦Ƒŕóɱ Ann.*⟧$/);
});
