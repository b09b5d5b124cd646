import { api, type User } from '@shop/shared';

/** PUT /user/profile: the signed-in shopper's name and phone. */
export const updateProfile = (body: { firstName: string; lastName: string; phone: string }) =>
  api.put<User>('/api/v1/user/profile', body);
