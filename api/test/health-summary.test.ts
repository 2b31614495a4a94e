import { shapeProfile } from '../src/modules/health/schemas';

/** The health profile's summary labels its values, so that "no" says what it answers. */
describe('the health profile summary', () => {
  const at = new Date('2026-11-26T08:00:00Z');
  test('labels each value of the social and lifestyle sections', () => {
    const out = shapeProfile(
      7,
      {
        'Social History': { occupation: 'Retired teacher', living_situation: '' },
        'Family History': { family_history: 'Heart disease' },
        'Lifestyle and Habits': {
          smoking: 'no',
          alcohol: 'yes',
          exercise_frequency: 'Short walks',
        },
      },
      at,
    );
    expect(out.additionalInfo).toBe(
      'Occupation: Retired teacher; Family history: Heart disease; Smoker: no; Drinks alcohol: yes; Exercise frequency: Short walks',
    );
  });

  test('lists numbered conditions under their section, after birth date and blood type', () => {
    const out = shapeProfile(
      7,
      {
        Demographics: { date_of_birth: '1941-03-02', blood_type: 'A+' },
        'Medical Conditions': { chronic_condition_1: 'Asthma', chronic_condition_2: 'Arthritis' },
      },
      at,
    );
    expect(out.details).toBe(
      'Born 1941-03-02. Blood type A+. Medical conditions: Asthma, Arthritis',
    );
  });

  test('a boolean answer reads yes or no, and empty fields are left out', () => {
    const out = shapeProfile(
      7,
      { 'Lifestyle and Habits': { smoking: false, alcohol: null, exercise_frequency: '' } },
      at,
    );
    expect(out.additionalInfo).toBe('Smoker: no');
  });
});
