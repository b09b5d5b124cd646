import { api } from '@shop/shared';

/** GET /config: the 47 prefectures of Japan in English, as the API names them. */
export const getPrefectures = () =>
  api.get<{ prefectures: string[] }>('/api/v1/config').then((config) => config.prefectures);
