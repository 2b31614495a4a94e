// The registry's writes survive a crash or a power cut whole or not at all: a file is replaced by renaming a
// complete, synced copy over it; a history line is appended and synced; one deploy at a time holds the lock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Flushes a folder's entries (a rename is durable only once its folder is); not every system allows it. */
function syncFolder(dir) {
  let fd;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch (error) {
    // Some filesystems refuse fsync on a folder (EISDIR, EINVAL, EPERM): the rename itself is still atomic.
    if (!['EISDIR', 'EINVAL', 'EPERM', 'EBADF'].includes(error.code)) throw error;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * Replaces `file` with `contents`: a temporary file in the same folder (a rename does not cross filesystems),
 * written and synced, renamed over the file, then the folder synced. A reader sees the old file or the new one.
 */
export function writeFileAtomic(file, contents) {
  const dir = path.dirname(file);
  const temp = path.join(
    dir,
    `.${path.basename(file)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`,
  );
  const fd = fs.openSync(temp, 'wx', 0o644);
  try {
    try {
      fs.writeSync(fd, contents);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
  syncFolder(dir);
}

/** Appends one line and syncs it: the history keeps every action even if the machine stops right after. */
export function appendLineDurable(file, line) {
  const fd = fs.openSync(file, 'a', 0o644);
  try {
    fs.writeSync(fd, `${line}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** A lock older than this is stale even if its process still runs (a hung deploy must not block every other). */
const LOCK_STALE_MS = 10 * 60 * 1000;
const LOCK_WAIT_MS = 30 * 1000;
const LOCK_POLL_MS = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function readHolder(lock) {
  try {
    return JSON.parse(fs.readFileSync(lock, 'utf8'));
  } catch {
    // Being written (created but not yet filled) or just removed: judged again at the next poll.
    return null;
  }
}

function processGone(pid) {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: it exists, under another account.
    return error.code === 'ESRCH';
  }
}

/** A lock file still empty or unreadable after this was left by a process that died while creating it. */
const UNREADABLE_STALE_MS = 10 * 1000;

/** Why a lock may be taken over, or null while its holder is alive and recent. */
function staleness(lock, holder, now) {
  if (!holder) {
    const stat = fs.statSync(lock, { throwIfNoEntry: false });
    return stat && now - stat.mtimeMs > UNREADABLE_STALE_MS
      ? `it has been unreadable for over ${UNREADABLE_STALE_MS / 1000} s`
      : null;
  }
  const age = now - Date.parse(holder.since);
  if (!(age < LOCK_STALE_MS))
    return `held since ${holder.since}, over ${LOCK_STALE_MS / 60000} minutes`;
  if (holder.hostname === os.hostname() && Number.isInteger(holder.pid) && processGone(holder.pid))
    return `its process ${holder.pid} is gone`;
  return null;
}

const describe = (holder) =>
  holder
    ? `${holder.who} (pid ${holder.pid} on ${holder.hostname}, since ${holder.since})`
    : 'someone';

/**
 * Runs `action` holding `lock`, created with `wx` (it exists, or this process made it). A held lock is waited for
 * (`waitMs`, 30 s unless CARE_REGISTRY_LOCK_WAIT_MS says otherwise), then the wait fails naming the holder; a
 * stale one (its process gone, or older than 10 minutes) is taken over.
 */
export async function withLock(lock, who, action, { waitMs, log = () => undefined } = {}) {
  const wait = waitMs ?? Number(process.env.CARE_REGISTRY_LOCK_WAIT_MS || LOCK_WAIT_MS);
  const deadline = Date.now() + wait;
  const me = { pid: process.pid, hostname: os.hostname(), who, since: new Date().toISOString() };
  let announced = false;
  for (;;) {
    let fd;
    try {
      fd = fs.openSync(lock, 'wx', 0o644);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (fd !== undefined) {
      try {
        me.since = new Date().toISOString();
        fs.writeSync(fd, JSON.stringify(me));
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      break;
    }
    const holder = readHolder(lock);
    const stale = staleness(lock, holder, Date.now());
    if (stale) {
      // Taken over only if the file is still the one judged stale: another waiter may have replaced it already.
      if (JSON.stringify(readHolder(lock)) === JSON.stringify(holder)) {
        log(`Taking over a stale registry lock of ${describe(holder)}: ${stale}.`);
        fs.rmSync(lock, { force: true });
      }
      continue;
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `The registry is locked by ${describe(holder)}; waited ${Math.round(wait / 1000)} s. ` +
          `Try again when that ends (a lock is stale once its process is gone or after 10 minutes).`,
      );
    }
    if (!announced) {
      log(`Waiting for the registry lock held by ${describe(holder)}...`);
      announced = true;
    }
    await sleep(LOCK_POLL_MS);
  }
  try {
    return await action();
  } finally {
    // Only our own lock is removed: a lock taken over from us (we ran past 10 minutes) belongs to its new holder.
    const holder = readHolder(lock);
    if (
      holder &&
      holder.pid === me.pid &&
      holder.hostname === me.hostname &&
      holder.since === me.since
    )
      fs.rmSync(lock, { force: true });
  }
}
