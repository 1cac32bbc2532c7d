/** Query parameters without the empty ones: '' would be refused as a filter by the server. */
export const presentParams = (params: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  ) as Record<string, string | number>;
