import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime loads a remote's entry script with its own 20000 ms timeout, which webpack's
 * `chunkLoadTimeout` does not cover (docs/architecture.md "Toolchain facts"). The spec's 120000 ms applies to it too.
 */
export const REMOTE_ENTRY_TIMEOUT_MS = 120000;

/** Builds the script element the runtime would have built, then hands it back with the longer timeout. */
export function createEntryScript(url: string, attrs?: Record<string, unknown>): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = attrs?.['type'] === 'module' ? 'module' : 'text/javascript';
  script.src = url;
  // The runtime skips its own attribute handling once a hook returns a result, so apply them here.
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (name === 'type') continue;
    if (name === 'async' || name === 'defer') script[name] = Boolean(value);
    else if (!script.hasAttribute(name)) script.setAttribute(name, String(value));
  }
  return script;
}

export default function entryTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'care-entry-timeout',
    createScript({ url, attrs }) {
      return { script: createEntryScript(url, attrs), timeout: REMOTE_ENTRY_TIMEOUT_MS };
    },
  };
}
