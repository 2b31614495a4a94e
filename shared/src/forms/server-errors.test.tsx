import { act, renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { applyServerErrors, useForm, z } from './index';
import type { ServerFields } from './server-errors';

const schema = z.object({
  title: z.string(),
  start: z.string(),
  end: z.string(),
});

function badRequest(data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    'Bad Request',
    'ERR_BAD_REQUEST',
    config,
    {},
    {
      status: 400,
      statusText: 'Bad Request',
      headers: {},
      config,
      data,
    },
  );
}

function setup() {
  const { result } = renderHook(() =>
    useForm(schema, { defaultValues: { title: '', start: '', end: '' } }),
  );
  const apply = (error: unknown, fields: ServerFields<z.output<typeof schema>>) => {
    let named = false;
    act(() => {
      named = applyServerErrors(result.current, error, fields);
    });
    return named;
  };
  const messageOf = (name: 'title' | 'start' | 'end') =>
    result.current.getFieldState(name).error?.message;
  return { apply, messageOf };
}

describe('applyServerErrors', () => {
  it('puts the errors of fields named alike under those fields', () => {
    const { apply, messageOf } = setup();
    const named = apply(badRequest({ title: ['Too long.'] }), ['title', 'start']);
    expect(named).toBe(true);
    expect(messageOf('title')).toBe('Too long.');
    expect(messageOf('start')).toBeUndefined();
  });

  it('with a map, puts an API field’s error under the form field it names', () => {
    const { apply, messageOf } = setup();
    const named = apply(
      badRequest({ start_time: ['Must be in the future.'], end_time: 'Too early.' }),
      {
        title: 'title',
        start_time: 'start',
        end_time: 'end',
      },
    );
    expect(named).toBe(true);
    expect(messageOf('start')).toBe('Must be in the future.');
    expect(messageOf('end')).toBe('Too early.');
    expect(messageOf('title')).toBeUndefined();
  });

  it('returns false and sets nothing when the server named none of the fields', () => {
    const { apply, messageOf } = setup();
    const named = apply(badRequest({ detail: 'Something went wrong.', other: ['x'] }), {
      start_time: 'start',
    });
    expect(named).toBe(false);
    expect(messageOf('start')).toBeUndefined();
  });
});
