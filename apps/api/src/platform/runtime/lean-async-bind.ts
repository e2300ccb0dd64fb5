import { AsyncResource } from 'node:async_hooks';

type Bind = (this: AsyncResource, fn: (...args: unknown[]) => unknown, thisArg?: unknown) => unknown;

/**
 * `AsyncResource#bind` as Node 25 has it (DEP0172 at End-of-Life, nodejs/node#58618): without the deprecated
 * `asyncResource` accessor on the bound function. Node 20 still defines it, and defines it with two
 * `deprecate()` wrappers per call, which also reset their prototypes; Fastify binds once per request body
 * (its content-type parser) and Nest once per interceptor, so a POST paid for four of them (4.5 % of its CPU
 * in a CPU profile of `npm run bench`). Nothing in this app or its dependencies reads the property (it warns when read).
 * Installed once at start (main.ts); on a Node that no longer adds the property it changes nothing.
 */
export function installLeanAsyncBind(): boolean {
  const original = AsyncResource.prototype.bind as unknown as Bind;
  if (!('asyncResource' in (new AsyncResource('probe').bind(() => undefined) as object))) return false;
  const lean: Bind = function (this: AsyncResource, fn, thisArg) {
    // Node's own validation and error for a non-function.
    if (typeof fn !== 'function') return original.call(this, fn, thisArg);
    const run = this.runInAsyncScope.bind(this);
    const bound =
      thisArg === undefined
        ? function (this: unknown, ...args: unknown[]) {
            return run(fn, this, ...args);
          }
        : run.bind(undefined, fn, thisArg);
    Object.defineProperty(bound, 'length', {
      configurable: true,
      enumerable: false,
      value: fn.length,
      writable: false,
    });
    return bound;
  };
  AsyncResource.prototype.bind = lean as unknown as typeof AsyncResource.prototype.bind;
  return true;
}
