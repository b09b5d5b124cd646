import { api } from '@shop/shared';

export interface Division {
  id: string;
  name: string;
  bn: string;
}

/** GET /shipping/areas/bd: Bangladesh's divisions, the areas the order list filters by. */
export const getDivisions = () =>
  api
    .get<{ divisions: Division[] }>('/api/v1/shipping/areas/bd')
    .then((answer) => answer.divisions);
