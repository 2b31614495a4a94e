import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { TextField } from '../index';
import { renderWithTheme } from '../testing';
import { applyServerErrors, Form, FormError, FormSwitch, SubmitButton, useForm, z } from './index';
import type { ServerFields } from './server-errors';

const TEXTS = {
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  passwordRequired: 'Please enter your password.',
  failed: 'Sign-in failed. Please try again.',
};

const schema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, TEXTS.emailRequired), z.regex(/@.+\./, TEXTS.emailInvalid)),
  password: z.string().check(z.minLength(1, TEXTS.passwordRequired)),
  remember: z.boolean(),
});

function serverFieldError(
  data: unknown = { email: ['This e-mail is already taken.'] },
): AxiosError {
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

function SignIn({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => Promise<void> }) {
  const form = useForm(schema, { defaultValues: { email: '', password: '', remember: false } });
  return (
    <Form
      form={form}
      aria-label="Sign in"
      onSubmit={async (values) => {
        try {
          await onSubmit(values);
        } catch (error) {
          if (!applyServerErrors(form, error, ['email', 'password']))
            form.setFormError(TEXTS.failed);
        }
      }}
    >
      <FormError />
      <TextField label="Email" type="email" {...form.field('email')} />
      <TextField label="Password" type="password" {...form.field('password')} />
      <FormSwitch control={form.control} name="remember" label="Remember me" />
      <SubmitButton busyLabel="Signing in...">Sign in</SubmitButton>
    </Form>
  );
}

describe('the forms kit (@care/shared/forms)', () => {
  it('shows the schema’s messages under the fields, linked and marked invalid, and focuses the first', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    renderWithTheme(<SignIn onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(TEXTS.emailRequired);
    expect(password).toHaveAccessibleDescription(TEXTS.passwordRequired);
    expect(email).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks again as the person corrects a field, and submits the parsed values', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    renderWithTheme(<SignIn onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'mary@example');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(TEXTS.emailInvalid);
    // The first field in error, in the order of the form.
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Email'), '.org');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('switch', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'mary@example.org',
      password: 'secret',
      remember: true,
    });
  });

  it('is busy while submitting, then shows a form-level message for a failed call', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const onSubmit = jest.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    renderWithTheme(<SignIn onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'mary@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const busy = screen.getByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');

    await act(async () => {
      fail(new Error('offline'));
      await Promise.resolve();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.failed);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('puts the server’s field errors under their fields and focuses the first', async () => {
    const onSubmit = jest.fn(() => Promise.reject(serverFieldError()));
    renderWithTheme(<SignIn onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'mary@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('This e-mail is already taken.');
    expect(email).toHaveFocus();
    // The field error speaks for itself: no form-level message.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the API’s `fields` map of invalid input too', async () => {
    const error = serverFieldError({
      detail: 'Invalid input: body/password must NOT have fewer than 8 characters',
      fields: { password: 'At least 8 characters.' },
    });
    const onSubmit = jest.fn(() => Promise.reject(error));
    renderWithTheme(<SignIn onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'mary@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters.',
    );
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  describe('a rule about the whole form (focus goes to the first invalid field)', () => {
    const pair = z.object({ first: z.string(), second: z.string(), third: z.string() }).check(
      z.superRefine((values, context) => {
        if (values.first === '' || values.second === '' || values.third === '') {
          context.addIssue({ code: 'custom', path: ['root'], message: 'Fill in every field.' });
        } else if (values.second !== values.third) {
          context.addIssue({ code: 'custom', path: ['root'], message: 'They differ.' });
        }
      }),
    );
    function Pair({ named }: { named: boolean }) {
      const form = useForm(pair, {
        defaultValues: { first: '', second: '', third: '' },
        ...(named
          ? {
              focusOnFormError: (v: z.input<typeof pair>) =>
                v.second !== v.third ? 'third' : undefined,
            }
          : {}),
      });
      return (
        <Form form={form} aria-label="Pair" onSubmit={() => undefined}>
          <FormError />
          <TextField label="First" {...form.field('first')} />
          <TextField label="Second" {...form.field('second')} />
          <TextField label="Third" {...form.field('third')} />
          <SubmitButton>Go</SubmitButton>
        </Form>
      );
    }

    it('focuses the first empty field when the rule names none', async () => {
      const user = userEvent.setup();
      renderWithTheme(<Pair named={false} />);
      await user.type(screen.getByLabelText('First'), 'a');
      await user.click(screen.getByRole('button', { name: 'Go' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Fill in every field.');
      expect(screen.getByLabelText('Second')).toHaveFocus();
    });

    it('focuses the field the rule names', async () => {
      const user = userEvent.setup();
      renderWithTheme(<Pair named />);
      await user.type(screen.getByLabelText('First'), 'a');
      await user.type(screen.getByLabelText('Second'), 'b');
      await user.type(screen.getByLabelText('Third'), 'c');
      await user.click(screen.getByRole('button', { name: 'Go' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('They differ.');
      expect(screen.getByLabelText('Third')).toHaveFocus();
    });
  });
});

const serverSchema = z.object({
  title: z.string(),
  start: z.string(),
  end: z.string(),
});

function setupServerErrors() {
  const { result } = renderHook(() =>
    useForm(serverSchema, { defaultValues: { title: '', start: '', end: '' } }),
  );
  const apply = (error: unknown, fields: ServerFields<z.output<typeof serverSchema>>) => {
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
    const { apply, messageOf } = setupServerErrors();
    const named = apply(serverFieldError({ title: ['Too long.'] }), ['title', 'start']);
    expect(named).toBe(true);
    expect(messageOf('title')).toBe('Too long.');
    expect(messageOf('start')).toBeUndefined();
  });

  it('with a map, puts an API field’s error under the form field it names', () => {
    const { apply, messageOf } = setupServerErrors();
    const named = apply(
      serverFieldError({ start_time: ['Must be in the future.'], end_time: 'Too early.' }),
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
    const { apply, messageOf } = setupServerErrors();
    const named = apply(serverFieldError({ detail: 'Something went wrong.', other: ['x'] }), {
      start_time: 'start',
    });
    expect(named).toBe(false);
    expect(messageOf('start')).toBeUndefined();
  });
});
