import * as React from 'react';
import { useState } from 'react';
import type { ComponentType, ErrorInfo, ReactElement, ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ReactAppOrParcel } from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { RemoteModules } from '../contracts';
import type { RemoteModuleId } from '../manifests';
import { ErrorFallback } from './error-fallback';
import { RemoteRoot } from './remote-root';
import { textsReady } from '../i18n/catalog';

/**
 * Props single-spa (and single-spa-react's `<Parcel>`) add to every parcel. They are stripped before the
 * screen renders, so a screen sees exactly its contract props from `contracts/remotes.ts`. A screen that
 * mounts a nested parcel still gets `mountParcel`: single-spa-react puts all of them in `SingleSpaContext`,
 * where `<Parcel>` (and the shared remote loader) look first. Contract props must not use these names.
 */
export const SINGLE_SPA_PROP_NAMES = [
  'name',
  'mountParcel',
  'singleSpa',
  'unmountSelf',
  'domElement',
  'domElementGetter',
  'wrapClassName',
] as const;

const RESERVED = new Set<string>(SINGLE_SPA_PROP_NAMES);

export function stripSingleSpaProps<P extends object>(props: P & Partial<AppProps>): P {
  return Object.fromEntries(Object.entries(props).filter(([key]) => !RESERVED.has(key))) as P;
}

/** The lifecycles an exposed module default-exports. */
export type ParcelLifecycles<P extends object> = ReactAppOrParcel<P>;

function CrashRecovery({
  error,
  componentStack,
  render,
}: {
  error: unknown;
  componentStack: string | null;
  render: () => ReactNode;
}) {
  const [retried, setRetried] = useState(false);
  if (retried) return render();
  return (
    <ErrorFallback error={error} componentStack={componentStack} onRetry={() => setRetried(true)} />
  );
}

/**
 * single-spa-react's `errorBoundary` renders outside `rootComponent`, so it re-provides the theme
 * (docs/architecture.md, "Parcels" #1). It only sees what escapes RemoteRoot's own boundary (a provider failing);
 * its Retry renders the screen afresh in place.
 */
export function parcelErrorBoundary<P extends object>(
  Screen: ComponentType<P>,
): (error: Error, info: ErrorInfo, props: P & AppProps) => ReactElement {
  return function ParcelErrorBoundary(error, info, props) {
    return (
      <RemoteRoot>
        <CrashRecovery
          error={error}
          componentStack={info.componentStack ?? null}
          render={() => <Screen {...stripSingleSpaProps(props)} />}
        />
      </RemoteRoot>
    );
  };
}

/**
 * Turns a screen into single-spa parcel lifecycles: its own React root, wrapped in RemoteRoot. A feature's
 * `index.ts` does `export default createParcel('mfe_care/ClockScreen', ClockScreen);`: the id checks at
 * compile time that the component accepts the props the contract gives that module.
 */
export function createParcel<Id extends RemoteModuleId>(
  id: Id,
  Screen: ComponentType<RemoteModules[Id]>,
): ParcelLifecycles<RemoteModules[Id]>;
/** The same for a component outside the contract (tests). */
export function createParcel<P extends object>(Screen: ComponentType<P>): ParcelLifecycles<P>;
export function createParcel<P extends object>(
  ...args: [string, ComponentType<P>] | [ComponentType<P>]
): ParcelLifecycles<P> {
  const Screen = args.length === 2 ? args[1] : args[0];
  const name = args.length === 2 ? args[0] : (Screen.displayName ?? Screen.name);
  function ParcelRoot(props: P & AppProps) {
    return (
      <RemoteRoot>
        <Screen {...stripSingleSpaProps(props)} />
      </RemoteRoot>
    );
  }
  ParcelRoot.displayName = `ParcelRoot(${name})`;

  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    errorBoundary: parcelErrorBoundary(Screen),
  });
  // The screen's first render is in the page's language: its catalogs (a chunk each) arrive first
  // (docs/languages.md).
  return { ...lifecycles, mount: (props) => textsReady().then(() => lifecycles.mount(props)) };
}
