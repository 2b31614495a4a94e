import { startLocale } from './page-language';

function browserSays(languages: string[]): void {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

test('a signed-out page follows the browser: the first language the product speaks, else English', () => {
  browserSays(['de-DE', 'pl-PL', 'en']);
  expect(startLocale()).toBe('pl');
  browserSays(['fr-FR']);
  expect(startLocale()).toBe('en');
});

test('the person this tab signed in as chose a language: it wins over the browser', () => {
  browserSays(['es-ES']);
  window.sessionStorage.setItem('user_data', JSON.stringify({ id: 7, language: 'cy' }));
  expect(startLocale()).toBe('cy');
  // A tag the product does not speak is not a choice.
  window.sessionStorage.setItem('user_data', JSON.stringify({ id: 7, language: 'xx' }));
  expect(startLocale()).toBe('es');
});

test('the device override (tests, development) wins over all, the pseudo-locale included', () => {
  browserSays(['es-ES']);
  window.sessionStorage.setItem('user_data', JSON.stringify({ id: 7, language: 'pl' }));
  window.localStorage.setItem('care_locale', 'en-XA');
  expect(startLocale()).toBe('en-XA');
});

test('a kiosk starting afresh speaks the language its clock last spoke (saved with the face)', () => {
  browserSays(['en-GB']);
  window.localStorage.setItem(
    'kiosk_clock_face',
    JSON.stringify({ v: 1, timeZone: 'Europe/London', hour12: true, lang: 'pl' }),
  );
  expect(startLocale()).toBe('pl');
});
