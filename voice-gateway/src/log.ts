/** One JSON line per event on stdout (like the API's logs); `silent` for tests. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug: (message: string, fields?: Record<string, unknown>) => void;
  info: (message: string, fields?: Record<string, unknown>) => void;
  warn: (message: string, fields?: Record<string, unknown>) => void;
  error: (message: string, fields?: Record<string, unknown>) => void;
}

export function createLogger(
  level: LogLevel = 'info',
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const at =
    (lineLevel: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: Record<string, unknown> = {}): void => {
      if (ORDER[lineLevel] < ORDER[level]) return;
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level: lineLevel,
          service: 'voice-gateway',
          message,
          ...fields,
        }),
      );
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
