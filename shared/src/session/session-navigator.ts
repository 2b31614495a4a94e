export type SessionNavigate = (path: string, options?: { replace?: boolean }) => void;

const browserNavigate: SessionNavigate = (path) => {
  window.location.assign(path);
};

let navigateImpl: SessionNavigate = browserNavigate;

/** The host registers its router's navigate; logout and forced redirects go through it. */
export function setSessionNavigator(navigate: SessionNavigate | null): void {
  navigateImpl = navigate ?? browserNavigate;
}

export function sessionNavigate(path: string, options?: { replace?: boolean }): void {
  navigateImpl(path, options);
}
