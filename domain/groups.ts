/** The five user groups; the group name decides routes, menu and API permissions. */
export const GROUPS = ['CABANG', 'SBS', 'RND', 'ESS', 'CLUB'] as const;
export type Group = (typeof GROUPS)[number];

/** Central staff: every group except the branches. */
export const CENTRAL_GROUPS = ['SBS', 'RND', 'ESS', 'CLUB'] as const satisfies readonly Group[];

export const isGroup = (value: unknown): value is Group =>
  typeof value === 'string' && (GROUPS as readonly string[]).includes(value);

export const isBranchGroup = (group: Group): boolean => group === 'CABANG';
