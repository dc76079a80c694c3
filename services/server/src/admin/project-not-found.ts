import { ApiError } from '../http/api-error';

/** 404 for an id that names no project, malformed ids included. */
export function projectNotFound(id: string): ApiError {
  return new ApiError(404, 'PROJECT_NOT_FOUND', `No project with id ${id}`);
}
