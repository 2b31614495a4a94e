import { useContext, useEffect, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import { mountRootParcel } from 'single-spa';
import type { AppProps, Parcel } from 'single-spa';
import { SingleSpaContext } from 'single-spa-react';
import styled from 'styled-components';
import { useUiStore } from '../ui';
import { resetUiStore } from '../ui/ui-store';
import {
  createParcel,
  parcelErrorBoundary,
  SINGLE_SPA_PROP_NAMES,
  stripSingleSpaProps,
} from './create-parcel';
import { PARCEL_TEXTS } from './parcel-texts';
import { queryClient } from '../data/query-client';

interface GreetingProps {
  userId: string;
  crash?: boolean;
}

const ThemeName = styled.span.attrs(({ theme }) => ({ children: `theme: ${theme.name}` }))``;

let mounts = 0;

function Greeting(props: GreetingProps) {
  const [clicks, setClicks] = useState(0);
  const sharedCache = useQueryClient() === queryClient;
  // Outside single-spa (the error-boundary test) there is no context value.
  const spaProps = useContext(SingleSpaContext) as Partial<AppProps> | undefined;
  const contextHasMountParcel = typeof spaProps?.mountParcel === 'function';
  useEffect(() => {
    mounts += 1;
  }, []);
  if (props.crash === true) throw new Error(`Cannot render user ${props.userId}`);
  return (
    <div>
      <h1>User {props.userId}</h1>
      <ThemeName />
      <p>props: {Object.keys(props).sort().join(',')}</p>
      <p>shared cache: {String(sharedCache)}</p>
      <p>context mountParcel: {String(contextHasMountParcel)}</p>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks}
      </button>
    </div>
  );
}

/** Lets single-spa-react's setTimeout-based lifecycle resolution run, in short act() windows. */
async function settle(promise: Promise<unknown>): Promise<void> {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  for (let i = 0; i < 50 && !state.done; i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 1)));
  }
  await promise;
}

let domElement: HTMLDivElement;

beforeEach(() => {
  mounts = 0;
  resetUiStore();
  domElement = document.createElement('div');
  document.body.appendChild(domElement);
});

afterEach(() => {
  domElement.remove();
});

async function mountGreeting(props: GreetingProps): Promise<Parcel> {
  const lifecycles = createParcel(Greeting);
  let parcel: Parcel | undefined;
  await act(async () => {
    parcel = mountRootParcel(lifecycles, { domElement, ...props });
    await Promise.resolve();
  });
  await settle(parcel!.mountPromise);
  return parcel!;
}

describe('createParcel', () => {
  it('returns single-spa lifecycles', () => {
    const lifecycles = createParcel(Greeting);
    expect(typeof lifecycles.bootstrap).toBe('function');
    expect(typeof lifecycles.mount).toBe('function');
    expect(typeof lifecycles.unmount).toBe('function');
    expect(typeof lifecycles.update).toBe('function');
  });

  it('mounts the screen in its own root, themed, with the shared query client and only its own props', async () => {
    const parcel = await mountGreeting({ userId: '1' });
    expect(parcel.getStatus()).toBe('MOUNTED');
    expect(screen.getByRole('heading', { name: 'User 1' })).toBeInTheDocument();
    expect(screen.getByText('theme: site')).toBeInTheDocument();
    expect(screen.getByText('shared cache: true')).toBeInTheDocument();
    expect(screen.getByText('props: userId')).toBeInTheDocument();
    // Stripped from props, single-spa's own props stay reachable for nested parcels.
    expect(screen.getByText('context mountParcel: true')).toBeInTheDocument();
    await settle(parcel.unmount());
  });

  it('applies an update as new props without remounting, and follows the kiosk store', async () => {
    const parcel = await mountGreeting({ userId: '1' });
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    await settle(parcel.update!({ userId: '2' }));
    expect(screen.getByRole('heading', { name: 'User 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    expect(mounts).toBe(1);

    act(() => useUiStore.getState().setKiosk(true));
    expect(screen.getByText('theme: kiosk')).toBeInTheDocument();
    await settle(parcel.unmount());
  });

  it('unmounts cleanly, leaving its element empty', async () => {
    const parcel = await mountGreeting({ userId: '1' });
    await settle(parcel.unmount());
    expect(parcel.getStatus()).toBe('NOT_MOUNTED');
    expect(domElement).toBeEmptyDOMElement();
  });

  it('contains a render error with "Something went wrong.", the error and a Retry that remounts', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const parcel = await mountGreeting({ userId: '7', crash: true });
    expect(screen.getByRole('alert')).toHaveTextContent(PARCEL_TEXTS.somethingWentWrong);
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot render user 7');

    // The host fixes the props; Retry renders the screen afresh, no page reload.
    await settle(parcel.update!({ userId: '7', crash: false }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: PARCEL_TEXTS.retry }));
    expect(screen.getByRole('heading', { name: 'User 7' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await settle(parcel.unmount());
  });
});

describe('parcelErrorBoundary', () => {
  it('shows the component stack of a render error (spec 2.2 error screen)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const parcel = await mountGreeting({ userId: '9', crash: true });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Cannot render user 9');
    const stack = within(alert).getByRole('group', { name: 'Component stack' });
    expect(stack).toHaveTextContent(/at Greeting/);
    await settle(parcel.unmount());
  });

  it('renders the same fallback inside RemoteRoot, and Retry renders the screen', async () => {
    const fallback = parcelErrorBoundary(Greeting)(
      new Error('Provider failed'),
      { componentStack: '' },
      {
        userId: '3',
        name: 'parcel-0',
        singleSpa: {},
        mountParcel: jest.fn(),
      },
    );
    render(fallback);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.Provider failed');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'User 3' })).toBeInTheDocument(),
    );
    expect(screen.getByText('theme: site')).toBeInTheDocument();
    expect(screen.getByText('props: userId')).toBeInTheDocument();
  });
});

describe('stripSingleSpaProps', () => {
  it('removes exactly single-spa’s own props', () => {
    expect(SINGLE_SPA_PROP_NAMES).toEqual([
      'name',
      'mountParcel',
      'singleSpa',
      'unmountSelf',
      'domElement',
      'domElementGetter',
      'wrapClassName',
    ]);
    const props = {
      userId: '1',
      navigate: jest.fn(),
      name: 'parcel-1',
      mountParcel: jest.fn(),
      singleSpa: {},
      unmountSelf: jest.fn(),
      domElement: document.createElement('div'),
    };
    expect(Object.keys(stripSingleSpaProps(props)).sort()).toEqual(['navigate', 'userId']);
  });
});

describe('queryClient', () => {
  it('retries once and does not refetch on window focus', () => {
    const queries = queryClient.getDefaultOptions().queries;
    expect(queries?.retry).toBe(1);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });
});
