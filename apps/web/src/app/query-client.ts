import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../platform/api-error';

/** A refused request (4xx) fails the same way on a second try, so only other failures retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: shouldRetry } },
});
