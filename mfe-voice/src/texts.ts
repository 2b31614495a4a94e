import { CALL_TEXTS, defineTexts } from '@care/shared';
import en from './i18n/voice/en.json';

/** The other languages' catalogs, each a chunk of this package (docs/languages.md). */
const TRANSLATIONS = {
  es: () => import(/* webpackChunkName: "i18n-voice-es" */ './i18n/voice/es.json'),
  pl: () => import(/* webpackChunkName: "i18n-voice-pl" */ './i18n/voice/pl.json'),
};

/**
 * Every SDK error code of spec 8, in a sentence a person understands. The Device reports the gateway's 31201,
 * 31204 and 31205 as 20151, 20101 and 20104; both forms are here.
 */
export const SDK_ERROR_SENTENCES: Readonly<Record<number, string>> = defineTexts({
  name: 'voice/SDK_ERROR_SENTENCES',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    20101: m('sdkErrorSentences.20101'),
    20104: m('sdkErrorSentences.20104'),
    20151: m('sdkErrorSentences.20151'),
    31000: m('sdkErrorSentences.31000'),
    31001: m('sdkErrorSentences.31001'),
    31002: m('sdkErrorSentences.31002'),
    31003: m('sdkErrorSentences.31003'),
    31005: m('sdkErrorSentences.31005'),
    31008: m('sdkErrorSentences.31008'),
    31009: m('sdkErrorSentences.31009'),
    31100: m('sdkErrorSentences.31100'),
    31101: m('sdkErrorSentences.31101'),
    31102: m('sdkErrorSentences.31102'),
    31103: m('sdkErrorSentences.31103'),
    31104: m('sdkErrorSentences.31104'),
    31105: m('sdkErrorSentences.31105'),
    31107: m('sdkErrorSentences.31107'),
    31201: m('sdkErrorSentences.31201'),
    31202: m('sdkErrorSentences.31202'),
    31203: m('sdkErrorSentences.31203'),
    31204: m('sdkErrorSentences.31204'),
    31205: m('sdkErrorSentences.31205'),
    31206: m('sdkErrorSentences.31206'),
    31207: m('sdkErrorSentences.31207'),
    31209: m('sdkErrorSentences.31209'),
    31210: m('sdkErrorSentences.31210'),
    31212: m('sdkErrorSentences.31212'),
    31400: m('sdkErrorSentences.31400'),
    31401: m('sdkErrorSentences.31401'),
    31402: m('sdkErrorSentences.31402'),
    31404: m('sdkErrorSentences.31404'),
    31480: m('sdkErrorSentences.31480'),
    31486: m('sdkErrorSentences.31486'),
    31603: m('sdkErrorSentences.31603'),
    53000: m('sdkErrorSentences.53000'),
    53001: m('sdkErrorSentences.53001'),
    53400: m('sdkErrorSentences.53400'),
    53402: m('sdkErrorSentences.53402'),
    53405: m('sdkErrorSentences.53405'),
  }),
});

/** The user-facing texts of mfe-voice (one place, asserted by its tests). */
export const TEXTS = defineTexts({
  name: 'voice',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    titles: {
      callService: m('titles.callService'),
    },
    /** Spec 2.10: the call flow's status toasts (4000 ms). */
    status: {
      connecting: m('status.connecting'),
      connected: m('status.connected'),
      ended: m('status.ended'),
    },
    /** What the call screen says under the name. */
    phase: {
      pending: m('phase.pending'),
      connecting: m('phase.connecting'),
      ringing: m('phase.ringing'),
      open: m('phase.open'),
      reconnecting: m('phase.reconnecting'),
      closed: m('phase.closed'),
    },
    errors: {
      microphoneNotSupported: m('errors.microphoneNotSupported'),
      microphoneDenied: m('errors.microphoneDenied'),
      noPhoneNumber: CALL_TEXTS.noPhoneNumber,
      unableToStart: CALL_TEXTS.unableToStart,
      callAlreadyActive: CALL_TEXTS.callAlreadyActive,
      /** Spec 8 names the provider ('Twilio initialization failed'); the product says what failed instead. */
      initFailed: m('errors.initFailed'),
      callFailed: (message: string) => m('errors.callFailed', { message }),
      unknown: m('errors.unknown'),
    },
    /** Spec 8: the tab-close warning during a call. */
    leaveWarning: m('leaveWarning'),
    party: {
      testCall: m('party.testCall'),
      testCallHint: m('party.testCallHint'),
      unknownCaller: m('party.unknownCaller'),
    },
    panel: {
      region: m('panel.region'),
      incomingFrom: (name: string) => m('panel.incomingFrom', { name }),
      callingTo: (name: string) => m('panel.callingTo', { name }),
      duration: m('panel.duration'),
      mute: m('panel.mute'),
      muted: m('panel.muted'),
      hangUp: m('panel.hangUp'),
      answer: m('panel.answer'),
      decline: m('panel.decline'),
      keypad: m('panel.keypad'),
      hideKeypad: m('panel.hideKeypad'),
      keypadLabel: m('panel.keypadLabel'),
      digitsSent: m('panel.digitsSent'),
      key: (key: string) =>
        key === '*' ? m('panel.keyStar') : key === '#' ? m('panel.keyHash') : key,
      microphoneLevel: m('panel.microphoneLevel'),
    },
    dock: {
      open: m('dock.open'),
      title: m('dock.title'),
      available: m('dock.available'),
      availableHint: m('dock.availableHint'),
      testCall: m('dock.testCall'),
      testCallHint: m('dock.testCallHint'),
      deviceState: {
        off: m('dock.deviceState.off'),
        loading: m('dock.deviceState.loading'),
        unregistered: m('dock.deviceState.unregistered'),
        registering: m('dock.deviceState.registering'),
        registered: m('dock.deviceState.registered'),
        destroyed: m('dock.deviceState.destroyed'),
      },
    },
  }),
});
