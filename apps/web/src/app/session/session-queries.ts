import type { QueryClient } from '@tanstack/react-query';
import { systemKeys } from '../../features/system/queries';

/**
 * Drops every cached answer of a session that has ended (member info, balances, limits ...); the
 * site's own status and configuration stay, so the status gate does not flash a spinner.
 */
export const removeSessionQueries = (queryClient: QueryClient): void =>
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== systemKeys.all[0] });
