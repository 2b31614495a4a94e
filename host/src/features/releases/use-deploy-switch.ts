import { useLayoutEffect, useRef } from 'react';
import { pageLoad, useDeployWatchStore } from './deploy-state';

/**
 * A remote that a deploy changed while it was running here switches at the next change of screen, with a fresh
 * load of the page the person is going to: never by mixing two releases of one remote in a page, and never in the
 * middle of a screen (a form's input lives on its screen, which the person is leaving anyway).
 */
export function useDeploySwitch(pathname: string): void {
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (useDeployWatchStore.getState().reloadPending) pageLoad.run();
  }, [pathname]);
}
