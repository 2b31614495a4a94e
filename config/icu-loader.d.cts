/** config/icu-loader.cjs, as the tests use it: a catalog of ICU strings compiled as the build compiles it. */
export declare function compileCatalog(
  catalog: Readonly<Record<string, string>>,
  file: string,
): Record<string, unknown>;
/** config/icu-loader.cjs: a compiled catalog as the build emits it, a list in the English catalog's order. */
export declare function catalogAsList(
  compiled: Readonly<Record<string, unknown>>,
  englishIds: readonly string[],
  file: string,
): unknown[];
