/** The host owns routing; remotes navigate through this function, passed to every parcel as a prop. */
interface NavigateOptions {
  replace?: boolean;
}
export type NavigateFn = (to: string | number, options?: NavigateOptions) => void;
