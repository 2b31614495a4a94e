// The time in words (issue 26): dependency-free, so the host may also paint it before React.
export * from './time-in-words';
