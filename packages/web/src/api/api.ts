import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query.ts';

/** The single RTK Query API; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Profile', 'Language', 'Album', 'Verification', 'NotificationSettings', 'Consent', 'Onboarding', 'Location', 'MemberProfile', 'Feed'],
  endpoints: () => ({}),
});

/** `/rest/v2/*` answers `{ result }` (DESIGN.md §5). */
export function unwrapResult<T>(response: { result: T }): T {
  return response.result;
}
