/**
 * jsdom has no object URLs: the dialogs make one per chosen file and fetched picture. Stand-ins that
 * answer distinct blob: URLs and record what was revoked.
 */
export function fakeObjectUrls(): { revoked: string[] } {
  let n = 0;
  const revoked: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: () => `blob:test/${(n += 1)}`,
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => revoked.push(url),
  });
  return { revoked };
}
