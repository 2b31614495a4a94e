import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARCEL_TEXTS } from './parcel-texts';
import { RemoteRoot } from './remote-root';

let failing = true;

function Flaky() {
  const [count, setCount] = useState(0);
  if (failing) throw new Error('Network hiccup');
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Count {count}
    </button>
  );
}

describe('RemoteRoot', () => {
  it('texts are the spec’s', () => {
    expect(PARCEL_TEXTS).toEqual({
      somethingWentWrong: 'Something went wrong.',
      componentStack: 'Component stack',
      retry: 'Retry',
    });
  });

  it('catches a crash, shows the error, and Retry remounts the screen fresh without reloading', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    render(
      <RemoteRoot>
        <Flaky />
      </RemoteRoot>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    expect(alert).toHaveTextContent('Network hiccup');
    expect(screen.getByRole('group', { name: 'Component stack' })).toHaveTextContent(/at Flaky/);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Network hiccup');

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('button', { name: 'Count 0' })).toBeInTheDocument();
  });

  it('shows a non-Error throw as text', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Throws(): never {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- a library may throw a string
      throw 'plain string failure';
    }
    render(
      <RemoteRoot>
        <Throws />
      </RemoteRoot>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('plain string failure');
  });
});
