import { api } from '@shop/shared';

export interface PostcodeAnswer {
  postcode: string;
  prefecture: string;
  prefectureJa: string;
  city: string;
  town: string;
}

/** GET /shipping/postcodes/{code}: the prefecture, city and town of a Japanese postcode. */
export const lookUpPostcode = (code: string) =>
  api.get<PostcodeAnswer>(`/api/v1/shipping/postcodes/${encodeURIComponent(code)}`);
