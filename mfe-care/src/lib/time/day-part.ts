// The day parts are the kiosk clock face's rule, shared with the document's clock: one definition.
export { dayPartOf } from '@care/shared';
