import { saveTextFile } from './download';

test('hands the text to the browser as a named download', () => {
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:care/1';
  });
  URL.revokeObjectURL = jest.fn();
  const clicked: { href: string; download: string }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
  });
  saveTextFile('appointment-5.ics', 'BEGIN:VCALENDAR', 'text/calendar');
  expect(clicked).toEqual([{ href: 'blob:care/1', download: 'appointment-5.ics' }]);
  expect(blobs[0]?.type).toBe('text/calendar');
  expect(blobs[0]?.size).toBe('BEGIN:VCALENDAR'.length);
  expect(document.querySelector('a[download]')).toBeNull();
});
