/** Where every back-office call goes: the API's staff routes (the API checks the role). */
export const ADMIN_API = '/api/v1/admin';
