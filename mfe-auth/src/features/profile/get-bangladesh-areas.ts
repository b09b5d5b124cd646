import { api } from '@shop/shared';

/** Divisions, districts and upazilas/thanas of Bangladesh, English and Bangla names. */
export interface BangladeshAreas {
  divisions: { id: string; name: string; bn: string }[];
  districts: { id: string; divisionId: string; name: string; bn: string }[];
  upazilas: { id: string; districtId: string; name: string; bn: string }[];
}

/** GET /shipping/areas/bd: the data of the division -> district -> upazila selects. */
export const getBangladeshAreas = () => api.get<BangladeshAreas>('/api/v1/shipping/areas/bd');
