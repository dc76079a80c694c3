import { ApiError } from '../http/api-error';

/** The label is registered already (by anyone, the same registration replayed included). */
export class NameTakenError extends ApiError {
  constructor(name: string) {
    super(409, 'NAME_TAKEN', `Name ${name} is already taken`);
  }
}

/** The address has as many names under this suffix as the operator allows (AIRLOCK_NAMES_PER_ADDRESS). */
export class NamesPerAddressError extends ApiError {
  constructor(limit: number) {
    super(409, 'NAMES_PER_ADDRESS', limit === 1 ? 'This address already has a name' : `This address already has ${limit} names`);
  }
}
