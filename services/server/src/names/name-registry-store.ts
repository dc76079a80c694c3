import type { AccountNameRecord } from '@airlock/protocol';
import { DEFAULT_EVM_COIN_TYPE, fullAccountName } from '@airlock/protocol';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getAddress, isAddress } from 'viem';
import type { Database } from '../storage/database';
import { accountNameAddresses, accountNameRegistrants, accountNames } from '../storage/schema';
import type { NameRegistry } from './name-registry';
import { NamesPerAddressError, NameTakenError } from './name-registry-errors';

export interface NameRegistryOptions {
  /** Without a leading dot: `airlock.id`. */
  suffix: string;
  /** Names one address may register under the suffix (AIRLOCK_NAMES_PER_ADDRESS). */
  namesPerAddress: number;
}

/** No address has more names than this listed (the operator's limit is far below it). */
const MAX_NAMES_PER_LOOKUP = 100;

type NameRow = { label: string; attributes: Record<string, string>; createdAt: Date };
type AddressRow = { label: string; coinType: number; address: string };

/** The stored form of an address: EIP-55 for EVM addresses, as given otherwise. */
function storedAddress(address: string): string {
  return isAddress(address, { strict: false }) ? getAddress(address) : address;
}

function recordOf(suffix: string, name: NameRow, addresses: AddressRow[]): AccountNameRecord {
  const record: AccountNameRecord = {
    name: fullAccountName(name.label, suffix),
    registered: name.createdAt.toISOString(),
    addresses: {},
    attributes: name.attributes,
  };
  for (const row of addresses) if (row.label === name.label) record.addresses[String(row.coinType)] = { address: row.address };
  return record;
}

/** The name registry in the server's database (PGlite or PostgreSQL). */
export function createNameRegistry(db: Database, options: NameRegistryOptions): NameRegistry {
  const suffix = options.suffix.toLowerCase();

  const addressesOf = (labels: string[]): Promise<AddressRow[]> =>
    labels.length === 0
      ? Promise.resolve([])
      : db
          .select({ label: accountNameAddresses.label, coinType: accountNameAddresses.coinType, address: accountNameAddresses.address })
          .from(accountNameAddresses)
          .where(and(eq(accountNameAddresses.suffix, suffix), inArray(accountNameAddresses.label, labels)));

  const nameColumns = { label: accountNames.label, attributes: accountNames.attributes, createdAt: accountNames.createdAt };

  return {
    suffix,
    async byLabel(label) {
      const [name] = await db
        .select(nameColumns)
        .from(accountNames)
        .where(and(eq(accountNames.suffix, suffix), eq(accountNames.label, label.toLowerCase())));
      return name && recordOf(suffix, name, await addressesOf([name.label]));
    },
    async byAddress(address) {
      const names = await db
        .select(nameColumns)
        .from(accountNames)
        .where(
          and(
            eq(accountNames.suffix, suffix),
            inArray(
              accountNames.label,
              db
                .select({ label: accountNameAddresses.label })
                .from(accountNameAddresses)
                .where(and(eq(accountNameAddresses.suffix, suffix), eq(accountNameAddresses.address, storedAddress(address)))),
            ),
          ),
        )
        .orderBy(asc(accountNames.createdAt), asc(accountNames.label))
        .limit(MAX_NAMES_PER_LOOKUP);
      const addresses = await addressesOf(names.map((name) => name.label));
      return names.map((name) => recordOf(suffix, name, addresses));
    },
    async takenLabels(labels) {
      if (labels.length === 0) return new Set();
      const rows = await db
        .select({ label: accountNames.label })
        .from(accountNames)
        .where(and(eq(accountNames.suffix, suffix), inArray(accountNames.label, [...labels])));
      return new Set(rows.map((row) => row.label));
    },
    async register({ label, coinType, address, attributes, everyEvmChain }) {
      const registrant = getAddress(address);
      const normalized = label.toLowerCase();
      return db.transaction(async (tx) => {
        // The name first: a concurrent registration of the same label waits on its key here, then finds it taken.
        const [name] = await tx
          .insert(accountNames)
          .values({ label: normalized, suffix, attributes, registrant })
          .onConflictDoNothing()
          .returning(nameColumns);
        if (!name) throw new NameTakenError(fullAccountName(normalized, suffix));
        const [counted] = await tx
          .insert(accountNameRegistrants)
          .values({ suffix, address: registrant, names: 1 })
          .onConflictDoUpdate({
            target: [accountNameRegistrants.suffix, accountNameRegistrants.address],
            set: { names: sql`${accountNameRegistrants.names} + 1` },
            setWhere: sql`${accountNameRegistrants.names} < ${options.namesPerAddress}`,
          })
          .returning({ names: accountNameRegistrants.names });
        if (!counted) throw new NamesPerAddressError(options.namesPerAddress);
        const coinTypes = everyEvmChain && coinType !== DEFAULT_EVM_COIN_TYPE ? [coinType, DEFAULT_EVM_COIN_TYPE] : [coinType];
        const rows = coinTypes.map((type) => ({ label: normalized, coinType: type, address: registrant }));
        await tx.insert(accountNameAddresses).values(rows.map((row) => ({ suffix, ...row })));
        return recordOf(suffix, name, rows);
      });
    },
  };
}
