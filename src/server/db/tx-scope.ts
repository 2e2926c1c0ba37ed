import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client';

// better-auth opens its own transactions through the Drizzle handle we give it. Wrapping that handle's
// `transaction` lets our database hooks find the open transaction and write their rows inside it, so
// that, say, a user and their profile commit or roll back together.

const storage = new AsyncLocalStorage<Tx>();

export function withTransactionScope(db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'transaction') {
        const transaction: Db['transaction'] = (fn, config) =>
          target.transaction((tx) => storage.run(tx, () => fn(tx)), config);
        return transaction;
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}

/** The transaction better-auth has open around the current hook. */
export function currentTransaction(): Tx {
  const tx = storage.getStore();
  if (!tx) throw new Error('No transaction is open here');
  return tx;
}

/** The transaction better-auth has open around the current hook, if any: a hook's writes must go in it (PGlite has one connection). */
export function openTransaction(): Tx | undefined {
  return storage.getStore();
}
