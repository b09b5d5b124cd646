import { api, type User } from '@shop/shared';

/** GET /user/profile: the signed-in shopper as the API has them now. */
export const getProfile = () => api.get<User>('/api/v1/user/profile');
