export { useLiveInterval } from './live-store';
