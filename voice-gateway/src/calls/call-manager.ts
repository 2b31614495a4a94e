import { randomBytes } from 'node:crypto';
import type { DialOutcome, Directory, DirectoryEntry } from '../directory';
import { ACCOUNT_SID, CLIENT_PREFIX } from '../directory';
import type { Logger } from '../log';
import { MediaLeg } from '../media/media-leg';
import type { LegCodecs, MediaLegOptions } from '../media/media-leg';
import { PACKET_INTERVAL_MS, packetize } from '../media/pcmu';
import { encodeParams, inviteParams, stringField } from '../protocol';
import type { ErrorBody } from '../protocol';
import { GATEWAY_ERRORS } from '../sdk-errors';
import type { ClientSession } from '../session';
import { isValidClientName } from '../token';
import type { CallRecord, CallTarget, EndReason } from './call-record';

/** What the caller dials to reach the built-in far ends. */
export const SERVICE_NUMBERS: Record<string, Exclude<CallTarget, 'client'>> = {
  'service:echo': 'echo',
  'service:announcement': 'announcement',
};

export interface CallManagerOptions {
  directory: Directory;
  /** Spec 9: the echo test lasts 20 s. */
  echoDurationMs: number;
  /** How long an incoming call rings before the caller hears "unavailable". */
  ringTimeoutMs: number;
  /** µ-law samples of the announcement far end. */
  announcement: Buffer;
  media: MediaLegOptions;
  log: Logger;
  /** The open, authenticated sessions registered under an identity. */
  registeredSessions: (identity: string) => ClientSession[];
}

/** A callee's browser being rung (a fork) or in the call. */
interface CalleeLeg {
  sid: string;
  session: ClientSession;
  media: MediaLeg;
}

interface GatewayCall {
  sid: string;
  /** The SDK's own id for the call before the gateway names it (`TJS…`). */
  outboundId: string;
  caller: ClientSession;
  callerMedia: MediaLeg;
  /** The caller's answer SDP, prepared while the callee rings. */
  callerAnswer: Promise<string | null> | null;
  /** Whether the caller has heard of `sid` (ringing or answer sent). */
  callerKnowsSid: boolean;
  forks: Map<string, CalleeLeg>;
  callee: CalleeLeg | null;
  timers: ReturnType<typeof setTimeout>[];
  record: CallRecord;
  /** The directory's answer for a client call: it hears how the call ended. */
  entry: DirectoryEntry | null;
}

const RECENT_CALLS_KEPT = 50;

/** How the provider reports a dial that ended this way (DialCallStatus), for a call never answered. */
const UNANSWERED: Partial<Record<EndReason, DialOutcome>> = {
  'no-answer': 'no-answer',
  unavailable: 'no-answer',
  busy: 'busy',
  declined: 'busy',
  'caller-hangup': 'canceled',
  disconnected: 'canceled',
};

function newCallSid(): string {
  return `CA${randomBytes(16).toString('hex')}`;
}

const DIGITS = /^[0-9*#w]+$/;

/**
 * Places, routes, bridges and ends calls: the provider's call control, reduced to what the product uses.
 * Every call has a caller leg (the caller's browser ↔ a gateway media peer); the far end is the echo, the
 * announcement, or a callee leg (gateway media peer ↔ the callee's browser) whose audio is relayed.
 */
export class CallManager {
  private readonly active = new Set<GatewayCall>();
  private readonly byId = new Map<string, GatewayCall>();
  private readonly recent: CallRecord[] = [];

  constructor(private readonly options: CallManagerOptions) {}

  /** Whether a session takes part in a call (the SDK drops invites to a busy device). */
  isBusy(session: ClientSession): boolean {
    for (const call of this.active) {
      if (call.caller === session || call.callee?.session === session) return true;
      for (const fork of call.forks.values()) if (fork.session === session) return true;
    }
    return false;
  }

  records(): CallRecord[] {
    return [...[...this.active].map((call) => call.record), ...this.recent];
  }

  /** `invite` from a caller: an outgoing call. */
  async invite(session: ClientSession, payload: Record<string, unknown>): Promise<void> {
    const outboundId = stringField(payload, 'callsid');
    const sdp = stringField(payload, 'sdp');
    if (!outboundId || !sdp) {
      session.sendError(GATEWAY_ERRORS.malformed, outboundId ?? undefined);
      return;
    }
    const to = (inviteParams(payload)['To'] ?? '').trim();
    const target = SERVICE_NUMBERS[to] ?? (to === '' ? null : 'client');
    const call = this.open(session, outboundId, to, target === 'announcement' ? 'pcmu' : 'speech');
    call.record.target = target;
    this.options.log.info('call placed', { sid: call.sid, from: call.record.from, to });

    switch (target) {
      case 'echo':
        return this.startEcho(call, sdp);
      case 'announcement':
        return this.startAnnouncement(call, sdp);
      case 'client':
        return this.ringClient(call, sdp);
      case null:
        this.end(call, 'not-found', GATEWAY_ERRORS.notFound);
        return;
    }
  }

  /** `answer` from a callee's browser: it accepted an incoming call. */
  async answer(session: ClientSession, payload: Record<string, unknown>): Promise<void> {
    const sid = stringField(payload, 'callsid');
    const sdp = stringField(payload, 'sdp');
    const call = sid ? this.byId.get(sid) : undefined;
    const fork = sid ? call?.forks.get(sid) : undefined;
    if (!call || !fork || fork.session !== session || !sdp || call.callee) return;
    call.forks.delete(fork.sid);
    call.callee = fork;
    call.record.callee = session.identity;
    this.cancelForks(call);
    try {
      await fork.media.accept(sdp);
      const answer = await call.callerAnswer;
      if (!answer || call.record.state === 'ended') return;
      this.bridge(call, fork);
      this.sendCallerAnswer(call, answer);
    } catch (error) {
      this.options.log.warn('bridge failed', { sid: call.sid, error: String(error) });
      this.end(call, 'media-failed', GATEWAY_ERRORS.connectionError);
    }
  }

  /** `reject` from a callee's browser. When every rung browser refused, the caller hears "declined". */
  reject(session: ClientSession, payload: Record<string, unknown>): void {
    const sid = stringField(payload, 'callsid');
    const call = sid ? this.byId.get(sid) : undefined;
    const fork = sid ? call?.forks.get(sid) : undefined;
    if (!call || !fork || fork.session !== session) return;
    this.dropFork(call, fork);
    if (call.forks.size === 0 && !call.callee) this.end(call, 'declined', GATEWAY_ERRORS.declined);
  }

  /** `hangup` from either side. */
  hangup(session: ClientSession, payload: Record<string, unknown>): void {
    const sid = stringField(payload, 'callsid');
    const call = sid ? this.byId.get(sid) : undefined;
    if (!call || !sid) return;
    if (call.caller === session) {
      this.end(call, 'caller-hangup');
      return;
    }
    if (call.callee?.session === session) {
      this.end(call, 'callee-hangup');
      return;
    }
    // A rung browser that hangs up before answering refuses the call.
    this.reject(session, payload);
  }

  /** `dtmf` sent over signalling (when the browser cannot send RTP telephone events). */
  dtmf(session: ClientSession, payload: Record<string, unknown>): void {
    const sid = stringField(payload, 'callsid');
    const digits = stringField(payload, 'dtmf');
    const call = sid ? this.byId.get(sid) : undefined;
    if (!call || !digits || !DIGITS.test(digits)) return;
    if (call.caller !== session && call.callee?.session !== session) return;
    this.addDigits(call, digits.replace(/w/g, ''));
  }

  /** `reinvite`: the browser restarts ICE with a new offer; the leg answers it. */
  async reinvite(session: ClientSession, payload: Record<string, unknown>): Promise<void> {
    const sid = stringField(payload, 'callsid');
    const sdp = stringField(payload, 'sdp');
    const call = sid ? this.byId.get(sid) : undefined;
    if (!call || !sid || !sdp) return;
    const leg =
      call.caller === session
        ? call.callerMedia
        : call.callee?.session === session
          ? call.callee.media
          : null;
    if (!leg) return;
    try {
      session.send('answer', { callsid: sid, sdp: await leg.answer(sdp) });
    } catch (error) {
      this.options.log.warn('reinvite failed', { sid: call.sid, error: String(error) });
      this.end(call, 'media-failed', GATEWAY_ERRORS.connectionError);
    }
  }

  /** A signalling connection went away: its calls end, as without a reconnect token they cannot resume. */
  sessionClosed(session: ClientSession): void {
    for (const call of [...this.active]) {
      if (call.caller === session || call.callee?.session === session) {
        this.end(call, 'disconnected');
        continue;
      }
      const fork = [...call.forks.values()].find((f) => f.session === session);
      if (fork) this.reject(session, { callsid: fork.sid });
    }
  }

  /** The gateway stops: every call is cut, and its parties hear why. */
  closeAll(): void {
    for (const call of [...this.active]) {
      this.end(call, 'gateway-stopped', GATEWAY_ERRORS.connectionError);
    }
  }

  private open(
    caller: ClientSession,
    outboundId: string,
    to: string,
    codecs: 'speech' | 'pcmu',
  ): GatewayCall {
    const sid = newCallSid();
    const callerMedia = new MediaLeg({ ...this.options.media, codecs });
    const call: GatewayCall = {
      sid,
      outboundId,
      caller,
      callerMedia,
      callerAnswer: null,
      callerKnowsSid: false,
      forks: new Map(),
      callee: null,
      timers: [],
      entry: null,
      record: {
        sid,
        from: caller.identity ?? '',
        to,
        target: null,
        callee: null,
        state: 'ringing',
        codec: null,
        startedAt: new Date().toISOString(),
        answeredAt: null,
        endedAt: null,
        endReason: null,
        errorCode: null,
        digits: '',
        media: { caller: callerMedia.stats, callee: null },
      },
    };
    callerMedia.onDigit((digit) => this.addDigits(call, digit));
    callerMedia.onConnectionState((state) => {
      if (state === 'failed') this.end(call, 'media-failed', GATEWAY_ERRORS.connectionError);
    });
    this.active.add(call);
    this.byId.set(sid, call);
    this.byId.set(outboundId, call);
    return call;
  }

  private async startEcho(call: GatewayCall, offer: string): Promise<void> {
    const answer = await this.answerCaller(call, offer);
    if (answer === null) return;
    call.callerMedia.onAudio((packet) => call.callerMedia.send(packet));
    this.sendCallerAnswer(call, answer);
    this.after(call, this.options.echoDurationMs, () => this.end(call, 'completed'));
  }

  private async startAnnouncement(call: GatewayCall, offer: string): Promise<void> {
    const answer = await this.answerCaller(call, offer);
    if (answer === null) return;
    this.sendCallerAnswer(call, answer);
    const packets = packetize(this.options.announcement);
    const play = (): void => {
      const started = Date.now();
      let sent = 0;
      const tick = (): void => {
        if (call.record.state === 'ended') return;
        const due = Math.min(
          packets.length,
          Math.floor((Date.now() - started) / PACKET_INTERVAL_MS) + 1,
        );
        for (; sent < due; sent += 1) {
          const packet = packets[sent];
          if (packet) call.callerMedia.send(packet);
        }
        if (sent >= packets.length) {
          this.after(call, 500, () => this.end(call, 'completed'));
          return;
        }
        this.after(call, PACKET_INTERVAL_MS, tick);
      };
      tick();
    };
    // Packets sent before DTLS is up would be dropped: the announcement starts once the media connects.
    if (call.callerMedia.connectionState === 'connected') play();
    else
      call.callerMedia.onConnectionState((state) => {
        if (state === 'connected') play();
      });
  }

  private async ringClient(call: GatewayCall, offer: string): Promise<void> {
    const to = call.record.to;
    if (to.startsWith(CLIENT_PREFIX) && !isValidClientName(to.slice(CLIENT_PREFIX.length))) {
      this.end(call, 'invalid', GATEWAY_ERRORS.invalidClientName);
      return;
    }
    let entry: DirectoryEntry | null;
    try {
      entry = await this.options.directory.lookup(call.record.from, to, call.sid);
    } catch (error) {
      this.options.log.warn('directory lookup failed', { sid: call.sid, error: String(error) });
      this.end(call, 'directory-error', GATEWAY_ERRORS.connectionError);
      return;
    }
    if (call.record.state === 'ended') return;
    if (!entry) {
      this.end(call, 'not-found', GATEWAY_ERRORS.notFound);
      return;
    }
    call.record.callee = entry.identity;
    call.entry = entry;
    const sessions = this.options
      .registeredSessions(entry.identity)
      .filter((session) => session !== call.caller);
    if (sessions.length === 0) {
      this.end(call, 'unavailable', GATEWAY_ERRORS.unavailable);
      return;
    }
    const idle = sessions.filter((session) => !this.isBusy(session));
    if (idle.length === 0) {
      this.end(call, 'busy', GATEWAY_ERRORS.busy);
      return;
    }

    call.callerKnowsSid = true;
    call.caller.send('ringing', { callsid: call.sid });
    call.callerAnswer = this.answerCaller(call, offer);
    const answer = await call.callerAnswer;
    const codec = call.callerMedia.codec;
    if (answer === null || !codec) return;
    call.record.codec = codec;
    // Only an unanswered call times out: once answered, a call lasts as long as its parties want.
    this.after(call, this.options.ringTimeoutMs, () => {
      if (!call.callee) this.end(call, 'no-answer', GATEWAY_ERRORS.unavailable);
    });
    await Promise.all(idle.map((session) => this.ring(call, session, entry, codec)));
  }

  /** Sends one callee browser an incoming call, offering exactly the caller's codec. */
  private async ring(
    call: GatewayCall,
    session: ClientSession,
    entry: DirectoryEntry,
    codec: LegCodecs,
  ): Promise<void> {
    const fork: CalleeLeg = {
      sid: newCallSid(),
      session,
      media: new MediaLeg({ ...this.options.media, codecs: codec }),
    };
    fork.media.onDigit((digit) => this.addDigits(call, digit));
    call.forks.set(fork.sid, fork);
    this.byId.set(fork.sid, call);
    const sdp = await fork.media.offer();
    if (call.record.state === 'ended' || !call.forks.has(fork.sid)) return;
    const custom: Record<string, string> = { CallerIdentity: call.record.from };
    if (entry.callerName) custom['CallerName'] = entry.callerName;
    session.send('invite', {
      callsid: fork.sid,
      sdp,
      parameters: {
        CallSid: fork.sid,
        AccountSid: ACCOUNT_SID,
        From: `${CLIENT_PREFIX}${call.record.from}`,
        To: `${CLIENT_PREFIX}${entry.identity}`,
        Params: encodeParams(custom),
      },
    });
  }

  private bridge(call: GatewayCall, callee: CalleeLeg): void {
    call.record.media.callee = callee.media.stats;
    call.callerMedia.onAudio((packet) => callee.media.send(packet));
    callee.media.onAudio((packet) => call.callerMedia.send(packet));
    callee.media.onConnectionState((state) => {
      if (state === 'failed') this.end(call, 'media-failed', GATEWAY_ERRORS.connectionError);
    });
  }

  /** The caller leg's answer SDP, or null when the call ended meanwhile or the offer was unusable. */
  private async answerCaller(call: GatewayCall, offer: string): Promise<string | null> {
    try {
      const answer = await call.callerMedia.answer(offer);
      call.record.codec = call.callerMedia.codec;
      return call.record.state === 'ended' ? null : answer;
    } catch (error) {
      this.options.log.warn('offer refused', { sid: call.sid, error: String(error) });
      this.end(call, 'invalid', GATEWAY_ERRORS.malformed);
      return null;
    }
  }

  private sendCallerAnswer(call: GatewayCall, sdp: string): void {
    if (call.record.state === 'ended') return;
    call.callerKnowsSid = true;
    call.record.state = 'open';
    call.record.answeredAt = new Date().toISOString();
    call.caller.send('answer', { callsid: call.sid, sdp });
    this.options.log.info('call answered', { sid: call.sid, target: call.record.target });
  }

  private addDigits(call: GatewayCall, digits: string): void {
    call.record.digits += digits;
    this.options.log.info('dtmf', { sid: call.sid, digits });
  }

  private after(call: GatewayCall, ms: number, run: () => void): void {
    call.timers.push(setTimeout(run, ms));
  }

  private cancelForks(call: GatewayCall): void {
    for (const fork of [...call.forks.values()]) {
      fork.session.send('cancel', { callsid: fork.sid });
      this.dropFork(call, fork);
    }
  }

  private dropFork(call: GatewayCall, fork: CalleeLeg): void {
    fork.media.close();
    call.forks.delete(fork.sid);
    this.byId.delete(fork.sid);
  }

  /** Ends a call once: tells whoever is still there, frees the media, keeps the record. */
  private end(call: GatewayCall, reason: EndReason, error?: ErrorBody): void {
    if (call.record.state === 'ended') return;
    const { record } = call;
    record.state = 'ended';
    record.endedAt = new Date().toISOString();
    record.endReason = reason;
    record.errorCode = error?.code ?? null;
    call.timers.forEach((timer) => clearTimeout(timer));

    // Whoever hung up or went away hears nothing more (a closed session sends nothing anyway).
    if (reason !== 'caller-hangup') {
      const callsid = call.callerKnowsSid ? call.sid : call.outboundId;
      call.caller.send('hangup', error ? { callsid, error: { ...error } } : { callsid });
    }
    if (call.callee && reason !== 'callee-hangup') {
      call.callee.session.send('hangup', { callsid: call.callee.sid });
    }
    this.cancelForks(call);
    call.callerMedia.close();
    call.callee?.media.close();

    this.active.delete(call);
    for (const [id, candidate] of this.byId) if (candidate === call) this.byId.delete(id);
    this.recent.unshift(record);
    this.recent.length = Math.min(this.recent.length, RECENT_CALLS_KEPT);
    this.options.log.info('call ended', {
      sid: call.sid,
      reason,
      errorCode: record.errorCode,
      digits: record.digits,
    });
    this.report(call);
  }

  /** Tells the directory how a call it routed ended, as the provider calls a dial's action URL. */
  private report(call: GatewayCall): void {
    const { entry, record } = call;
    const report = this.options.directory.report;
    if (!entry || !report) return;
    const answered = record.answeredAt !== null;
    const outcome: DialOutcome = answered
      ? 'completed'
      : (UNANSWERED[record.endReason ?? 'invalid'] ?? 'failed');
    const seconds =
      answered && record.endedAt
        ? Math.max(
            0,
            Math.round((Date.parse(record.endedAt) - Date.parse(record.answeredAt ?? '')) / 1000),
          )
        : 0;
    report(entry, call.sid, outcome, seconds).catch((error: unknown) => {
      this.options.log.warn('status report failed', { sid: call.sid, error: String(error) });
    });
  }
}
