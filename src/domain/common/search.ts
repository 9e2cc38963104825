/** Case-insensitive substring search over the given fields. */
export const matchesSearch = (query: string, fields: readonly (string | number | null | undefined)[]): boolean => {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return fields.some((field) => field !== null && field !== undefined && String(field).toLowerCase().includes(needle));
};
