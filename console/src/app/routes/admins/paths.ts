// Where the admins pages live, shared by their routes and links.
export const ADMIN_LIST_PATH = '/admins/view';
export const adminDetailsPath = (id: string): string => `${ADMIN_LIST_PATH}/${encodeURIComponent(id)}`;
