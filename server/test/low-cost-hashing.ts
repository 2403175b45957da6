import { DEFAULT_SCRYPT } from '../accounts/passwords';
import { KDF_DEFAULTS } from '../backup/crypto';

/**
 * The API tests hash at a low cost (issue 32, CI time), set up before each file.
 * - Passwords: several hundred accounts are signed in, two scrypt hashes each; at the production
 *   cost (N = 2^15, about 120 ms a hash here) that was a minute of the run's two cores.
 * - Backup keys: each archive written or read derives its key (N = 2^16, p = 2: about a second; 2^14 and p = 1 is an eighth of it).
 * A stored hash and an archive header carry their own cost, so every rule about them (rehash at
 * login, the dummy hash for unknown addresses, reading an archive) works the same at either cost.
 * The production costs are asserted by server/accounts/passwords.test.ts and
 * server/backup/archive.test.ts, and the servers the tests start as processes keep them.
 */
DEFAULT_SCRYPT.N = 2 ** 10;
KDF_DEFAULTS.log2N = 14; // the lowest an archive header may state
KDF_DEFAULTS.p = 1;
