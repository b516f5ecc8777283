// A middleware of the production server (server.js), apart so a test can run it
// with compression and React Router's Node adapter (tests/server-drain.test.ts).
import { EventEmitter } from 'node:events';

/**
 * compression hands a response's 'drain' listeners to its zlib stream, but a
 * listener added with once('drain') then removes itself from the response, not
 * from that stream. React Router waits for 'drain' after every write the stream
 * holds back, so a page that streams in many parts (the Signs tab of a
 * 500-sign catalogue: its data follows the HTML in many script chunks) left
 * one spent listener per wait on the stream, and Node warned of a memory
 * leak (MaxListenersExceededWarning) on each such page. This once('drain')
 * removes its listener from wherever compression put it; used right after
 * compression() in server.js.
 */
export function onceDrainOnTheCompressedStream(req, res, next) {
  /** Each pending once('drain') listener: the wrapper that calls it and the emitter it was added to. */
  const pending = new Map();
  res.once = function once(type, listener) {
    if (type !== 'drain') return EventEmitter.prototype.once.call(this, type, listener);
    const spent = function (...args) {
      target.removeListener(type, spent);
      pending.delete(listener);
      return listener.apply(this, args);
    };
    const target = this.on(type, spent);
    pending.set(listener, { spent, target });
    return this;
  };
  res.off = res.removeListener = function removeListener(type, listener) {
    const once = type === 'drain' ? pending.get(listener) : undefined;
    if (!once) return EventEmitter.prototype.removeListener.call(this, type, listener);
    pending.delete(listener);
    once.target.removeListener(type, once.spent);
    return this;
  };
  next();
}
