// webpack's `asset/resource` rule (config/webpack.cjs) turns these imports into the emitted file's URL.
declare module '*.wav' {
  const url: string;
  export default url;
}
