import { act } from '@testing-library/react';
import type { ParcelLifecycles } from '../index';

type Step = (props: never) => Promise<unknown>;
const steps = (value: Step | Step[] | undefined): Step[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export interface MountedParcel {
  domElement: HTMLElement;
  unmount: () => Promise<void>;
}

/**
 * Mounts a parcel's lifecycles the way single-spa does, into a fresh element. Awaiting a mount inside act
 * deadlocks with React 19 (shared notes on parcels, #8): the mount starts inside act and is awaited after.
 */
export async function mountParcel(
  lifecycles: ParcelLifecycles<object>,
  props: object,
  name = 'test-parcel',
): Promise<MountedParcel> {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const all = { name, domElement, ...props } as never;
  for (const step of steps(lifecycles.bootstrap as Step | Step[])) await step(all);
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = Promise.all(steps(lifecycles.mount as Step | Step[]).map((step) => step(all)));
    await new Promise((settle) => setTimeout(settle, 20));
  });
  await mounted;
  return {
    domElement,
    unmount: async () => {
      await act(async () => {
        for (const step of steps(lifecycles.unmount as Step | Step[])) await step(all);
      });
      domElement.remove();
    },
  };
}
