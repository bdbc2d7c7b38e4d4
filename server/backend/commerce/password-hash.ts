// Password hashing with node:crypto's scrypt (memory-hard, no native dependency), a random salt per password and a
// constant-time comparison. The stored form names its parameters so they can be raised later.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HASH_LANES, type HashLane } from './hash-queue.js';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
// scrypt needs 128 * N * r bytes; leave headroom over Node's 32 MiB default.
const MAX_MEMORY = 64 * 1024 * 1024;

/** Every scrypt goes through its lane's bounded queue (hash-queue.ts): a full lane is ERR_BUSY (503) at once. */
function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }, lane: HashLane): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEMORY };
  return HASH_LANES[lane].run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string, lane: HashLane = 'general'): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS, lane);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string, lane: HashLane = 'general'): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await derive(password, Buffer.from(saltB64, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, lane);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | null = null;

/** Spends the same work as a real check, so that an unknown e-mail cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string, lane: HashLane = 'general'): Promise<false> {
  dummyHash ??= hashPassword('dummy password that matches nothing', lane);
  await verifyPassword(password, await dummyHash, lane);
  return false;
}
