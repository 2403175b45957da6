import { DEFAULT_RETENTION, type RetentionPolicy } from '../../core/retention';
import { useRootData } from './root-data';

/** The retention durations the server applies (its settings), for pages that state them. */
export function useRetention(): RetentionPolicy {
  return useRootData()?.config.retention ?? DEFAULT_RETENTION;
}
