// Where the approvals pages live (four eyes, issue 17), shared by their routes, the badge, the notice and links.
export const APPROVALS_PATH = '/approvals';
export const APPROVAL_POLICIES_PATH = `${APPROVALS_PATH}/policies`;
export const proposalPath = (id: string): string => `${APPROVALS_PATH}/${encodeURIComponent(id)}`;
