// The time in words: dependency-free, so the host may also paint it before React.
export * from './time-in-words';
