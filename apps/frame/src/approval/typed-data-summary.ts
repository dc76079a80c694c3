import { networkName, type ChainNames } from './network-name';

export interface TypedDataField {
  name: string;
  type: string;
  value: string;
}

/** What eth_signTypedData_v4 signs, as the approval view lists it. */
export interface TypedDataSummary {
  domain: { name?: string; version?: string; network?: string; verifyingContract?: string };
  primaryType: string;
  fields: TypedDataField[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(data: unknown): Json | undefined {
  if (isObject(data)) return data;
  if (typeof data !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(data);
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const display = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));

/** The typed data's domain and its primary type's fields; undefined when it is not EIP-712 typed data. */
export function summarizeTypedData(data: unknown, names?: ChainNames, unnamedChain?: string): TypedDataSummary | undefined {
  const typed = parse(data);
  if (!typed || typeof typed.primaryType !== 'string' || !isObject(typed.types) || !isObject(typed.message)) return undefined;
  const definition = typed.types[typed.primaryType];
  if (!Array.isArray(definition)) return undefined;
  const message = typed.message;
  const domain = isObject(typed.domain) ? typed.domain : {};
  const fields = definition
    .filter(isObject)
    .map((field) => ({ name: display(field.name), type: display(field.type), value: display(message[display(field.name)]) }));
  return {
    domain: {
      ...(domain.name !== undefined ? { name: display(domain.name) } : {}),
      ...(domain.version !== undefined ? { version: display(domain.version) } : {}),
      ...(typeof domain.chainId === 'number' || typeof domain.chainId === 'string'
        ? { network: networkName(domain.chainId, names, unnamedChain) }
        : {}),
      ...(domain.verifyingContract !== undefined ? { verifyingContract: display(domain.verifyingContract) } : {}),
    },
    primaryType: typed.primaryType,
    fields,
  };
}
