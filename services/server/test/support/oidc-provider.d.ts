// oidc-provider ships no types; this is the part the tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & { findAccount?: (ctx: unknown, id: string) => Account | Promise<Account> },
    );
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
