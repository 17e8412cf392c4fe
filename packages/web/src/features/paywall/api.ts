import { api } from '../../api/api.ts';

export interface PaywallPhoto {
  url: string;
}

type PhotosResponse = { photos?: unknown[]; items?: unknown[]; hits?: unknown[] } | unknown[];

function photoUrl(item: unknown): string | null {
  if (!item || typeof item !== 'object') return null;
  const record = item as Record<string, unknown>;
  const url = record.url ?? record.src ?? record.avatar;
  return typeof url === 'string' ? url : null;
}

/** Paywall content and its show event (spec 1 §4 signup-activated paywall, §7). */
export const paywallApi = api.injectEndpoints({
  endpoints: (build) => ({
    paywallPhotos: build.query<PaywallPhoto[], { preset: string; pageSize: number }>({
      query: (params) => ({ url: '/v3/paywalls/content/photos', params }),
      transformResponse: (response: PhotosResponse) => {
        const items = Array.isArray(response) ? response : (response.photos ?? response.items ?? response.hits ?? []);
        return items.map(photoUrl).filter((url): url is string => url !== null).map((url) => ({ url }));
      },
    }),
    collectUiEvents: build.mutation<void, { action: string; category: string; label: string; value?: string }[]>({
      query: (requests) => ({ url: '/v3/ui/events/generic:batchCollect', method: 'POST', body: { requests } }),
    }),
  }),
});
