/** config/icu-loader.cjs, as the tests use it: a catalog of ICU strings compiled as the build compiles it. */
export declare function compileCatalog(
  catalog: Readonly<Record<string, string>>,
  file: string,
): Record<string, unknown>;
