import { ApiError } from '../http/api-error';

/** 404: the id names no wallet of the registry or of the project. */
export class WalletNotFoundError extends ApiError {
  constructor(readonly walletId: string) {
    super(404, 'WALLET_NOT_FOUND', `No wallet with id ${walletId}`);
  }
}

/** 409: an added wallet would take an id the registry or the project already uses. */
export class WalletIdTakenError extends ApiError {
  constructor(
    readonly walletId: string,
    where: 'registry' | 'project',
  ) {
    super(
      409,
      'WALLET_ID_TAKEN',
      where === 'registry'
        ? `The registry already has a wallet with id ${walletId}: hide it and add yours under another id`
        : `This project already added a wallet with id ${walletId}: delete it first to replace it`,
    );
  }
}

/** 409: a project may add only so many wallets of its own. */
export class ProjectWalletLimitError extends ApiError {
  constructor(limit: number) {
    super(409, 'PROJECT_WALLET_LIMIT', `A project may add at most ${limit} wallets`);
  }
}

/** 404: a registry wallet that is not hidden has nothing to delete. */
export class NoWalletChangeError extends ApiError {
  constructor(readonly walletId: string) {
    super(404, 'WALLET_NOT_FOUND', `This project has not added or hidden a wallet with id ${walletId}`);
  }
}
