export { ApiError, isApiError, toApiError, NETWORK_ERROR_CODE } from './apiError';
export { apiRequest, buildUrl } from './http';
export type { RequestOptions, QueryValue } from './http';
export { createQueryClient } from './queryClient';
export type { AppRequestMeta } from './queryClient';
