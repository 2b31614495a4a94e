/** Types of engines.cjs (plain JavaScript, so that jest.config.cjs can read the markers too). */
/** The test files (names relative to `dir`) whose first line is the marker, with their reason. */
export declare function engineSensitive(dir: string): { name: string; reason: string }[];
