export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  delayMs?: (urlPath: string) => number;
  overrides?: Record<string, string>;
}
export function startStaticServer(
  options: StaticServerOptions,
): Promise<{ close: () => Promise<void>; url: string }>;
